/**
 * State that belongs to the page rather than to one copy of a module: how
 * many parts of the page lock scrolling, and which dialogs are open. UI
 * modules are shared by version, so two copies of one can be on the page at
 * once (the shell's and a newer remote's); they meet here, on the window.
 */
interface PageUiState {
  scrollLocks: number;
  styleBeforeLock: { overflow: string; paddingRight: string };
  /** Open dialogs, innermost last: only the innermost one handles keys. */
  openDialogs: HTMLElement[];
}

const PAGE_UI_STATE = Symbol.for('@club/shared/ui/page-state');

export function pageUiState(): PageUiState {
  const registry = globalThis as typeof globalThis & { [PAGE_UI_STATE]?: PageUiState };
  registry[PAGE_UI_STATE] ??= {
    scrollLocks: 0,
    styleBeforeLock: { overflow: '', paddingRight: '' },
    openDialogs: [],
  };
  return registry[PAGE_UI_STATE];
}

/**
 * Stops the page behind an overlay from scrolling until the returned function
 * is called. Locks nest: the page scrolls again when the last one is released.
 */
export function lockPageScroll(): () => void {
  const state = pageUiState();
  if (state.scrollLocks === 0) {
    const { body, documentElement } = document;
    state.styleBeforeLock = {
      overflow: body.style.overflow,
      paddingRight: body.style.paddingRight,
    };
    // Keep the layout from shifting when a classic scrollbar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    if (documentElement.clientWidth > 0 && scrollbarWidth > 0) {
      const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
  }
  state.scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.scrollLocks -= 1;
    if (state.scrollLocks === 0) {
      document.body.style.overflow = state.styleBeforeLock.overflow;
      document.body.style.paddingRight = state.styleBeforeLock.paddingRight;
    }
  };
}
