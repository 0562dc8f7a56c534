import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { advanceMarquee, offsetToReveal } from './marquee-motion';

/** Cuts scrolls half a pixel per animation frame. */
const NEWS_SCROLL_PX_PER_FRAME = 0.5;

const REVEAL_MARGIN_PX = 16;

/** The width of one copy of the list plus one gap: the distance between two copies. */
function measurePeriod(track: HTMLElement): number {
  const first = track.children[0];
  const second = track.children[1];
  if (!(first instanceof HTMLElement) || !(second instanceof HTMLElement)) return 0;
  return second.offsetLeft - first.offsetLeft;
}

interface MarqueeOptions {
  /** False under reduced motion: the track stays at its start. */
  enabled: boolean;
  /** Moves on every animation frame while true. */
  running: boolean;
}

/**
 * Scrolls `track` left by NEWS_SCROLL_PX_PER_FRAME on every animation frame
 * while running, looping over its first two children (copies of one list).
 * Writes the transform directly, so the page does not re-render per frame.
 * The frame loop stops when paused and on unmount.
 */
export function useMarquee(
  trackRef: RefObject<HTMLElement | null>,
  { enabled, running }: MarqueeOptions,
) {
  const offset = useRef(0);

  const apply = useCallback(() => {
    const track = trackRef.current;
    if (track)
      track.style.transform = offset.current ? `translate3d(${-offset.current}px, 0, 0)` : '';
  }, [trackRef]);

  useEffect(() => {
    if (enabled) return;
    offset.current = 0;
    apply();
  }, [enabled, apply]);

  useEffect(() => {
    if (!enabled || !running) return;
    let frame = 0;
    const tick = () => {
      const track = trackRef.current;
      if (track) {
        offset.current = advanceMarquee(
          offset.current,
          NEWS_SCROLL_PX_PER_FRAME,
          measurePeriod(track),
        );
        apply();
      }
      frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, [enabled, running, trackRef, apply]);

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
      offset.current = offsetToReveal(
        box.left - track.getBoundingClientRect().left,
        REVEAL_MARGIN_PX,
      );
      apply();
    },
    [trackRef, enabled, apply],
  );

  return { reveal };
}
