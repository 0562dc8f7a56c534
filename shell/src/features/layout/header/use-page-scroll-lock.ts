import { useEffect } from 'react';

/**
 * Holds the page still while `locked` and puts it back where it was when the
 * lock ends (unlocked, or the component unmounts). The body is pinned with
 * `position: fixed` at its current offset because iOS Safari keeps scrolling a
 * page whose body only has `overflow: hidden`. Where the page had a classic
 * scrollbar its gutter stays reserved, so neither the page nor the fixed
 * header shifts sideways.
 */
export function usePageScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement: root } = document;
    const scrollY = window.scrollY;
    const bodyBefore = {
      position: body.style.position,
      top: body.style.top,
      left: body.style.left,
      right: body.style.right,
    };
    const gutterBefore = root.style.scrollbarGutter;
    if (root.clientWidth > 0 && window.innerWidth > root.clientWidth) {
      root.style.scrollbarGutter = 'stable';
    }
    Object.assign(body.style, { position: 'fixed', top: `-${scrollY}px`, left: '0', right: '0' });
    return () => {
      Object.assign(body.style, bodyBefore);
      root.style.scrollbarGutter = gutterBefore;
      window.scrollTo({ top: scrollY, left: 0, behavior: 'instant' });
    };
  }, [locked]);
}
