import {
  lazy,
  memo,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';

/**
 * What tells that the visitor is heading down the page, or acting on it. A
 * history move (the browser's Back or Forward) counts too: the app draws the
 * next page in a transition, which waits for every part still to hydrate, so
 * without it Back did nothing until the visitor scrolled or touched the page.
 */
const INTENT_EVENTS = [
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'keydown',
  'popstate',
] as const;

/** How far below the screen a part starts loading (the first scroll or touch loads every part anyway). */
const AHEAD = '200px 0px';

/**
 * Resolves once the part's prerendered HTML comes within AHEAD of the screen,
 * or the visitor first scrolls, touches, clicks or presses a key (so the part
 * is ready well before they reach it).
 */
function whenWanted(part: Element): Promise<void> {
  return new Promise((resolve) => {
    const target = part.firstElementChild;
    // A page already scrolled: the visitor headed down before React reached this part (a
    // slow phone hydrates for seconds) and their scroll went unheard. Waiting for the next
    // one would load the part with their next tap, in front of what the tap asked for.
    if (!target || typeof IntersectionObserver === 'undefined' || window.scrollY > 0) {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    function done() {
      observer.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(target);
    // In the capture phase: React stops a press inside a page it has not hydrated yet (a page
    // whose code starts on use) at its root, so it would never bubble up to the window, and a
    // link followed there would wait for this part.
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  });
}

const noSubscription = () => () => {};

/**
 * True while React hydrates server HTML (it reads the server snapshot then),
 * false when it renders afresh, even over a prerendered page's HTML (a
 * signed-in member's app replaces that HTML instead of hydrating it).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A part of a page below its first screen whose code loads apart from the
 * page's. When the page was prerendered, the part's HTML is already there
 * while the app takes the page over: React keeps it as it is (a Suspense
 * boundary still to hydrate) and the code is only fetched once the visitor
 * heads for it (whenWanted), then the part is hydrated in place, with no
 * visible change. Rendered afresh by the app (a page opened from another, or
 * a member's page drawn over the prerendered one), the code loads at once. Only for parts that work as plain HTML until then:
 * text, pictures and links, not buttons or fields. The part's own styles must
 * come with the page (import its CSS Module beside the declaration), or its
 * HTML would be drawn unstyled until its code arrives.
 *
 * `id` names the part on the page (letters and hyphens); `load` gives its component.
 */
export function deferredPart<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A chunk that failed to arrive is asked for again next time.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  /** Drawn afresh: the code loads at once. */
  const FreshPart = lazy(async () => ({ default: await loadOnce() }));
  /** Hydrating the prerendered HTML: the code loads when the visitor heads for it. */
  const HydratedPart = lazy(async () => {
    const prerendered =
      typeof document === 'undefined'
        ? null
        : document.querySelector(`[data-deferred-part="${id}"]`);
    if (prerendered) await whenWanted(prerendered);
    return { default: await loadOnce() };
  });
  function DeferredPart(props: P) {
    // Decided once per part on the page: switching would draw it anew.
    const [hydrated] = useState(useHydrating());
    const Part = hydrated ? HydratedPart : FreshPart;
    // The same element for as long as the props are the same (and memo() below
    // keeps a parent's re-render out): an update that reaches a boundary still
    // waiting to hydrate makes React throw its HTML away and draw it afresh,
    // empty until the code arrives.
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      ),
      [Part, props],
    );
    // `display: contents`: the wrapper only marks the part; the page's layout ignores it.
    return (
      <div data-deferred-part={id} style={{ display: 'contents' }}>
        {content}
      </div>
    );
  }
  DeferredPart.displayName = `DeferredPart(${id})`;
  return memo(DeferredPart);
}
