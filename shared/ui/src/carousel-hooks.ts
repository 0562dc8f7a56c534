import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

/* The carousel's hooks (public through @club/ui/carousel: pages build custom carousels with them). */

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(REDUCED_MOTION_QUERY);
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = () => reducedMotionQuery()?.matches ?? false;

/** True while the user asks for reduced motion (`prefers-reduced-motion: reduce`). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}

export interface AutoAdvanceOptions {
  /** Hold the timer (while hovered, focused, or stopped by the user). */
  paused?: boolean;
  /** Controlled index; leave undefined to let the hook keep it. */
  index?: number;
  /** Called with every new index (already wrapped into 0..count-1). */
  onIndexChange?: (index: number) => void;
}

/** `value` wrapped into 0..count-1 (-1 is the last). */
export const wrapIndex = (value: number, count: number) => ((value % count) + count) % count;

/**
 * An index that moves to the next of `count` items every `intervalMs`
 * (undefined: never), wrapping around. The timer restarts after every change,
 * holds while `paused`, never runs when the user prefers reduced motion, and is
 * cleared on unmount. `setIndex` wraps too, so `setIndex(index - 1)` from 0 goes
 * to the last item.
 */
export function useAutoAdvance(
  count: number,
  intervalMs?: number,
  { paused = false, index: controlledIndex, onIndexChange }: AutoAdvanceOptions = {},
): readonly [number, (index: number) => void] {
  const [ownIndex, setOwnIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const index = count > 0 ? wrapIndex(controlledIndex ?? ownIndex, count) : 0;

  const setIndex = useCallback(
    (next: number) => {
      if (count <= 0) return;
      const wrapped = wrapIndex(next, count);
      if (controlledIndex === undefined) setOwnIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, controlledIndex, onIndexChange],
  );

  const advance = useEffectEvent(() => setIndex(index + 1));
  const running =
    intervalMs !== undefined && intervalMs > 0 && count > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, index]);

  return [index, setIndex] as const;
}
