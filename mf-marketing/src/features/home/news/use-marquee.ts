import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type RefObject,
} from 'react';
import { marqueeLoopMs, MARQUEE_SPEED_PX_PER_SECOND, offsetToReveal } from './marquee-motion';

const REVEAL_MARGIN_PX = 16;

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** True while the tab is in the background. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/**
 * True while no part of `element` is on screen. Until the browser has said
 * where it is, it counts as on screen.
 */
export function useOffScreen(elementRef: RefObject<HTMLElement | null>): boolean {
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    const element = elementRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOffScreen(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [elementRef]);
  return offScreen;
}

/**
 * The width of one copy of the list plus its trailing gap (the distance the
 * track travels in one loop), measured by a ResizeObserver: once, and again
 * only when the copy's size changes (new cards, a resized window). No layout
 * is read while the marquee moves.
 */
export function useCopyWidth(trackRef: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const copy = trackRef.current?.firstElementChild;
    if (!enabled || !copy || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) setWidth(box.inlineSize);
    });
    observer.observe(copy, { box: 'border-box' });
    return () => observer.disconnect();
  }, [trackRef, enabled]);
  return width;
}

interface MarqueeOptions {
  /** False under reduced motion: the track stays at its start. */
  enabled: boolean;
}

/**
 * The Cuts marquee as a CSS animation the compositor runs on its own
 * (news-carousel.module.css, `news-marquee`): the track moves by one copy per
 * loop, and the loop's duration follows from the measured copy width and the
 * marquee's speed. Pausing is `animation-play-state`, set from `data-running`.
 * `reveal` brings a focused card into view by moving the paused animation.
 */
export function useMarquee(trackRef: RefObject<HTMLElement | null>, { enabled }: MarqueeOptions) {
  const period = useCopyWidth(trackRef, enabled);
  const loopMs = marqueeLoopMs(period);
  const trackStyle = (loopMs > 0 ? { '--marquee-loop': `${loopMs}ms` } : {}) as CSSProperties;

  /** Moves the track so that `item` (inside the first copy) is in view. */
  const reveal = useCallback(
    (item: HTMLElement) => {
      const track = trackRef.current;
      const viewport = track?.parentElement;
      if (!track || !viewport || !enabled) return;
      // The browser may have scrolled the clipped viewport to show the focus: undo it.
      if (viewport.scrollLeft) viewport.scrollTo({ left: 0 });
      const view = viewport.getBoundingClientRect();
      const box = item.getBoundingClientRect();
      if (box.left >= view.left && box.right <= view.right) return;
      const offset = offsetToReveal(
        box.left - track.getBoundingClientRect().left,
        REVEAL_MARGIN_PX,
      );
      const [animation] = track.getAnimations?.() ?? [];
      if (animation) animation.currentTime = (offset / MARQUEE_SPEED_PX_PER_SECOND) * 1000;
    },
    [trackRef, enabled],
  );

  return { reveal, trackStyle, measured: period > 0 };
}
