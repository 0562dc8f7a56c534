/** Pure rules of the Cuts marquee, kept apart from the DOM so they can be tested. */

/** Cuts scrolls at 30 px a second (half a pixel per frame at 60 frames a second). */
export const MARQUEE_SPEED_PX_PER_SECOND = 30;

export interface MarqueePauseState {
  /** The visitor prefers reduced motion: never scroll on our own. */
  reducedMotion: boolean;
  /** The pointer is over the marquee. */
  hovered: boolean;
  /** A finger is on the marquee. */
  touched: boolean;
  /** A card inside has keyboard focus. */
  focused: boolean;
  /** No part of the marquee is on screen. */
  offScreen: boolean;
  /** The tab is in the background. */
  pageHidden: boolean;
}

/** Whether the marquee moves now. */
export function isMarqueeRunning({
  reducedMotion,
  hovered,
  touched,
  focused,
  offScreen,
  pageHidden,
}: MarqueePauseState): boolean {
  return !reducedMotion && !hovered && !touched && !focused && !offScreen && !pageHidden;
}

/**
 * How long one loop takes: the time to travel one period (the width of one
 * copy of the list and its gap) at the marquee's speed; 0 before it is measured.
 */
export function marqueeLoopMs(period: number, speedPxPerSecond = MARQUEE_SPEED_PX_PER_SECOND) {
  return period > 0 ? (period / speedPxPerSecond) * 1000 : 0;
}

/**
 * The offset that shows an item whose left edge is `itemLeft` px from the
 * start of the track, `margin` px in from the viewport's left edge.
 */
export function offsetToReveal(itemLeft: number, margin: number): number {
  return Math.max(0, itemLeft - margin);
}
