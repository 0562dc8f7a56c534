/** Pure rules of the Cuts marquee, kept apart from the DOM so they can be tested. */

export interface MarqueePauseState {
  /** The visitor prefers reduced motion: never scroll on our own. */
  reducedMotion: boolean;
  /** The pointer is over the marquee. */
  hovered: boolean;
  /** A finger is on the marquee. */
  touched: boolean;
  /** A card inside has keyboard focus. */
  focused: boolean;
}

/** Whether the marquee moves now. */
export function isMarqueeRunning({
  reducedMotion,
  hovered,
  touched,
  focused,
}: MarqueePauseState): boolean {
  return !reducedMotion && !hovered && !touched && !focused;
}

/**
 * The offset after one frame. `period` is the width of one copy of the list
 * plus one gap; on reaching it the offset wraps back, which looks seamless
 * because the next copy then sits where the first one started.
 */
export function advanceMarquee(offset: number, step: number, period: number): number {
  if (!(period > 0)) return 0;
  const next = offset + step;
  return next >= period ? next % period : next;
}

/**
 * The offset that shows an item whose left edge is `itemLeft` px from the
 * start of the track, `margin` px in from the viewport's left edge.
 */
export function offsetToReveal(itemLeft: number, margin: number): number {
  return Math.max(0, itemLeft - margin);
}
