import { localeOfPath, withoutLocale } from '@club/contract/locales';
import { pagePath } from '@/lib/page-path';
import { findSiteRoute, getSiteRoutes } from '@/lib/site-routes-store';
import type { PreloadRoute } from './preload-route-page';

/**
 * A prerendered page whose code starts when the visitor heads for it (its manifest's
 * `hydration: 'on-use'`): the shell hydrates its own frame at once and leaves the page as the
 * server's HTML, which reads, scrolls and links as it is. React keeps a Suspense boundary
 * whose code has not arrived as that HTML, so holding the page's first load back is all it
 * takes; this module decides when to let it go and covers what the HTML cannot do alone.
 *
 * - The page's code starts on the first sign of use inside it: a touch, a pressed key or
 *   focus there, or a pointer over one of its controls (a click is likely to follow); or when
 *   a part the page marks `data-hydrate-when-visible` (news that load from the API), or one of
 *   its deferred parts, comes near the screen.
 * - While held, the page's element carries `data-held`; once its code has taken over, not.
 * - A button pressed before the code has arrived does nothing in the HTML (React stops the
 *   event at a page it could not hydrate yet): it is pressed again once the page has taken
 *   over, so the first tap on a tile still opens it. A pointer resting on the page and the
 *   focus in it are told to the page once it has taken over, so a tooltip opened by hover
 *   or focus shows then.
 * - A link in the page is followed by the app's router, as once the page is hydrated,
 *   instead of the browser loading the next page afresh.
 * - Its form fields stay read-only until its code has taken over, so nothing typed is lost.
 */

/** What starts the page's code: each is a visitor about to use the page. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A pointer over one of these starts it too (a tooltip's anchor has a tab stop). */
const CONTROL = 'button, [role="button"], summary, input, select, textarea, label, [tabindex]';
/** What is pressed again once the page has taken over, when it was pressed before. */
const PRESSABLE = 'button, [role="button"], summary';

type Navigate = (to: string) => void;

/**
 * Lets the prerendered HTML's fields take typing again (scripts/prerendered-pages.mjs makes them
 * read-only until code that keeps what is typed has taken over), all of them under `root` but
 * those inside `except`.
 */
export function unlockFields(root: ParentNode, except?: Element): void {
  for (const field of root.querySelectorAll('[data-boot-lock]')) {
    if (except?.contains(field)) continue;
    field.removeAttribute('readonly');
    field.removeAttribute('data-boot-lock');
  }
}

export interface HeldPage {
  /** The page's own element (the remote's mount in the server's HTML). */
  readonly slot: Element;
  /** Settles when the visitor first heads for the page: its code may start then. */
  readonly used: Promise<void>;
  /** Links in the page are followed with `navigate` (the app's router); returns the undo. */
  follow(navigate: Navigate): () => void;
  /** The page's code has taken over the HTML. Always the same function. */
  shown(): void;
}

interface Held extends HeldPage {
  route: PreloadRoute;
}

let held: Held | undefined;

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The path the app's router should open for a click on `link`, or undefined when the
 * browser should follow it itself: another site, another window, a download, the same page's
 * anchor, another language (the app is set up for one), a path no page of the app answers.
 */
function appPathOf(link: HTMLAnchorElement): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  if (localeOfPath(url.pathname) !== localeOfPath(here.pathname)) return undefined;
  const path = withoutLocale(url.pathname);
  if (!findSiteRoute(getSiteRoutes().routes, path)) return undefined;
  return `${path}${url.search}${url.hash}`;
}

/**
 * Holds back the code of the prerendered page in `container` until the visitor heads for
 * it. Called by the boot before the app hydrates, for a page the server marked
 * (`data-hydrate-on="use"`); the page's route then finds it with `heldPage`.
 */
export function holdPrerenderedPage(container: Element, route: PreloadRoute): HeldPage | undefined {
  const found = container.querySelector('[data-remote-module]');
  if (!found) return undefined;
  const slot: Element = found;
  let start = () => {};
  const used = new Promise<void>((resolve) => (start = resolve));
  let navigate: Navigate | undefined;
  let pressed: Element | undefined;
  let pointed: Element | undefined;
  let started = false;

  const begin = () => {
    if (started) return;
    started = true;
    // A pointer that waits on a control sees that something is coming.
    slot.setAttribute('data-starting', '');
    start();
  };
  // A part that needs the page's code as soon as it is seen starts it then (its news), and so
  // does a deferred part (`@club/ui/deferred-part`) coming within 200 px of the screen, when it
  // would load by itself: it can only hydrate inside a page that has.
  const watch = (margin: string) =>
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) begin();
          },
          { rootMargin: margin },
        );
  const seen = watch('0px');
  const near = watch('200px 0px');
  for (const part of slot.querySelectorAll('[data-hydrate-when-visible]')) seen?.observe(part);
  // A deferred part's element has no box of its own (display: contents): its content has.
  for (const part of slot.querySelectorAll('[data-deferred-part]')) {
    if (part.firstElementChild) near?.observe(part.firstElementChild);
  }
  const release = () => {
    seen?.disconnect();
    near?.disconnect();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    window.removeEventListener('pointerover', onPointerOver, true);
    window.removeEventListener('click', onClick, true);
    if (held === page) held = undefined;
  };
  // A page left before it was used (the app opened another one) is not held any longer.
  const inPage = (target: EventTarget | null): target is Element => {
    if (!slot.isConnected) {
      release();
      return false;
    }
    return target instanceof Element && slot.contains(target);
  };
  function onIntent(event: Event) {
    if (inPage(event.target)) begin();
  }
  function onPointerOver(event: Event) {
    if (!inPage(event.target)) return;
    pointed = event.target;
    if (event.target.closest(CONTROL)) begin();
  }
  function onClick(event: MouseEvent) {
    if (!inPage(event.target) || event.defaultPrevented || isModifiedClick(event)) return;
    const link = event.target.closest('a[href]');
    if (link instanceof HTMLAnchorElement && slot.contains(link)) {
      const path = appPathOf(link);
      if (path !== undefined && navigate) {
        event.preventDefault();
        navigate(path);
      }
      return;
    }
    const control = event.target.closest(PRESSABLE);
    if (control && slot.contains(control)) {
      pressed = control;
      begin();
    }
  }

  const page: Held = {
    route,
    slot,
    used,
    follow(next) {
      navigate = next;
      return () => {
        if (navigate === next) navigate = undefined;
      };
    },
    shown() {
      release();
      slot.removeAttribute('data-starting');
      slot.removeAttribute('data-held');
      unlockFields(slot);
      // What happened while the page was HTML, for the handlers that now exist: the pointer
      // resting on it, the focus in it, then the press.
      if (pointed?.isConnected && pointed.matches(':hover')) {
        for (const type of ['pointerover', 'mouseover']) {
          pointed.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: null }));
        }
      }
      const focused = document.activeElement;
      if (focused && focused !== document.body && slot.contains(focused)) {
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      const again = pressed;
      pressed = undefined;
      pointed = undefined;
      if (again instanceof HTMLElement && again.isConnected) again.click();
    },
  };
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  window.addEventListener('pointerover', onPointerOver, { capture: true, passive: true });
  window.addEventListener('click', onClick, true);
  slot.setAttribute('data-held', '');
  held = page;
  return page;
}

/**
 * The held page, when `route` is it and it is still the server's HTML on screen; undefined
 * for every other page, and for this one once its code has taken over or it was left.
 */
export function heldPage(route: { owner: string; module: string }): HeldPage | undefined {
  if (!held) return undefined;
  if (!held.slot.isConnected) {
    held = undefined;
    return undefined;
  }
  const { remote, module, path } = held.route;
  return route.owner === remote &&
    route.module === module &&
    path === pagePath(window.location.pathname)
    ? held
    : undefined;
}
