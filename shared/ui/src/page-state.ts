import { useEffect } from 'react';

/**
 * State that belongs to the page rather than to one copy of a module: how
 * many parts of the page lock scrolling, and which dialogs are open. UI
 * modules are shared by version, so two copies of one can be on the page at
 * once (the shell's and a newer remote's); they meet here, on the window.
 */
interface BodyStyleBeforeLock {
  overflow: string;
  position: string;
  top: string;
  left: string;
  right: string;
  scrollbarGutter: string;
  scrollY: number;
}

interface PageUiState {
  scrollLocks: number;
  beforeLock: BodyStyleBeforeLock | null;
  /** Open dialogs, innermost last: only the innermost one handles keys. */
  openDialogs: HTMLElement[];
}

const PAGE_UI_STATE = Symbol.for('@club/ui/page-state');

export function pageUiState(): PageUiState {
  const registry = globalThis as typeof globalThis & { [PAGE_UI_STATE]?: PageUiState };
  registry[PAGE_UI_STATE] ??= { scrollLocks: 0, beforeLock: null, openDialogs: [] };
  return registry[PAGE_UI_STATE];
}

/**
 * Whether the page is pinned with `position: fixed` while locked: only where
 * touch scrolling ignores `overflow: hidden` on the body (iOS Safari, so any
 * device with a touch screen). Pinning relayouts the whole page, which cost a
 * desktop dialog over 100 ms at a phone-like CPU; a mouse-driven page does not
 * need it.
 */
function pinsBody(): boolean {
  return typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0;
}

/** What a scroll lock keeps of the page: its scroll offset, and whether it shows a classic scrollbar. */
export interface PageScroll {
  scrollY: number;
  /** A classic (space-taking) vertical scrollbar, whose gutter the lock keeps. */
  classicScrollbar: boolean;
}

/**
 * The page's scroll as a lock needs it. Reading it needs a fresh layout: right
 * after an overlay has been added to the page that forces one, which at a
 * phone's CPU cost a dialog's opening tap some 70 ms. An overlay that locks in
 * the same task as it is inserted reads it while it renders, before its DOM is
 * inserted, and passes it to `lockPageScroll`; one that locks after its first
 * paint (`afterNextPaint`) finds the layout fresh and needs nothing.
 */
export function readPageScroll(): PageScroll {
  if (typeof document === 'undefined') return { scrollY: 0, classicScrollbar: false };
  const root = document.documentElement;
  return {
    scrollY: window.scrollY,
    classicScrollbar: root.clientWidth > 0 && window.innerWidth > root.clientWidth,
  };
}

/**
 * Stops the page behind an overlay (a dialog, the mobile menu) from scrolling
 * until the returned function is called, and puts it back where it was. The
 * body gets `overflow: hidden` (which locks the viewport's scrolling without
 * moving the page); on touch devices it is also pinned with `position: fixed`
 * at its current offset because iOS Safari keeps scrolling a page whose body
 * only has `overflow: hidden`. A classic scrollbar's gutter stays reserved, so
 * nothing shifts sideways. `page` is the page's scroll as read before the
 * overlay was inserted (readPageScroll); without it, it is read here. Locks
 * nest: the page scrolls again when the last one is released.
 */
export function lockPageScroll(page?: PageScroll): () => void {
  const state = pageUiState();
  if (state.scrollLocks === 0) {
    const { body, documentElement: root } = document;
    const { scrollY, classicScrollbar } = page ?? readPageScroll();
    state.beforeLock = {
      overflow: body.style.overflow,
      position: body.style.position,
      top: body.style.top,
      left: body.style.left,
      right: body.style.right,
      scrollbarGutter: root.style.scrollbarGutter,
      scrollY,
    };
    if (classicScrollbar) {
      root.style.scrollbarGutter = 'stable';
    }
    body.style.overflow = 'hidden';
    if (pinsBody()) {
      Object.assign(body.style, {
        position: 'fixed',
        top: `-${scrollY}px`,
        left: '0',
        right: '0',
      });
    }
  }
  state.scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.scrollLocks -= 1;
    const before = state.beforeLock;
    if (state.scrollLocks > 0 || !before) return;
    state.beforeLock = null;
    const { scrollY, scrollbarGutter, ...bodyStyle } = before;
    const pinned = document.body.style.position === 'fixed' && bodyStyle.position !== 'fixed';
    Object.assign(document.body.style, bodyStyle);
    document.documentElement.style.scrollbarGutter = scrollbarGutter;
    // Only a pinned body lost its scroll position; scrolling otherwise would be a needless layout.
    if (pinned) window.scrollTo({ top: scrollY, left: 0, behavior: 'instant' });
  };
}

/**
 * Runs `task` in a task of its own once the browser has painted the next
 * frame (a frame callback, then a timer: the paint comes between them), and
 * returns a function that cancels it. What an opening overlay can do a frame
 * late without anyone seeing it (locking the scroll, moving focus in) goes
 * there, so the tap that opened it is answered by a paint first: done in the
 * tap, that work makes the browser style and lay out the new overlay and the
 * page at once, before anything shows. A hidden tab paints no frames, so
 * there the task waits until the tab is shown again: an overlay opened by code
 * in a background tab locks the page and takes focus when the visitor returns,
 * which is when it matters.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `lockPageScroll` while `locked` is true (and until the component unmounts),
 * from the frame after the overlay that asks for it first shows: the lock
 * changes nothing on screen, but in the opening tap it made the browser lay out
 * the whole page before painting the overlay.
 */
export function usePageScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    let release: (() => void) | undefined;
    const cancel = afterNextPaint(() => {
      release = lockPageScroll();
    });
    return () => {
      cancel();
      release?.();
    };
  }, [locked]);
}
