import '@club/ui/theme.css';
import './app/booting.css';
import './features/layout/languages/script-fonts.css';
import { LOCALE_TAGS, localeOfPath, withoutLocale } from '@club/contract/locales';
import { REMOTE_NAMES, type RuntimeConfig } from '@club/platform/config/runtime-config';
import {
  loadRemoteComponent,
  preloadRemoteComponent,
  setRemoteModuleSource,
  type RemoteModuleSource,
} from '@club/platform/federation/remote-loader';
import { preloadRemoteUnavailable } from '@club/platform/federation/remote-mount';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { useSessionStore } from '@club/platform/session/session-store';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { catalogues } from './i18n';
import { catalogues as uiCatalogues } from '@club/ui/ui-messages';
import { catalogues as platformCatalogues } from '@club/platform/platform-messages';
import { followMemberLanguageOnSignIn } from './features/layout/languages/member-language';
import { loadScriptFont } from './features/layout/languages/script-fonts';
import { nextPaint } from './app/next-paint';
import { loadShellPage } from './app/route-page';
import { PROVIDED_SHARED_MODULES } from './features/federation/provided-shared-modules';
import { onFirstRemoteRetry } from './features/federation/retry-runtime-plugin';
import { prerenderedRoute } from './features/federation/preload-route-page';
import { holdPrerenderedPage, unlockFields, type HeldPage } from './features/federation/held-page';
import { pagePath } from './lib/page-path';
import { startPageDataLater } from './lib/page-data-later';
import { findSiteRoute, getSiteRoutes, loadPublishedRouteManifests } from './lib/site-routes-store';

/** How long the boot waits for a prerendered page's module before it starts the app anyway. */
const PAGE_MODULE_WAIT_MS = 4_000;

/** `name` as one of config.json's remotes, or undefined (the shell, or no such remote). */
const remoteNamed = (name: string | undefined) => REMOTE_NAMES.find((remote) => remote === name);

/**
 * A stored session is loaded from the API. The session actions bring the API
 * client and its schemas, so they are only fetched when there are tokens to check:
 * an anonymous visitor's page never waits for them.
 */
function loadStoredSession(): void {
  const { accessToken, sessionId } = useSessionStore.getState();
  if (!accessToken || !sessionId) return;
  void import('@club/platform/session/session-actions').then(({ loadSession }) => loadSession());
  // A member's page is shown once the session says who may see it; its remote loads
  // meanwhile instead of after, as someone with a stored session most likely may.
  const found = findSiteRoute(getSiteRoutes().routes, withoutLocale(window.location.pathname));
  const remote = remoteNamed(found?.route.owner);
  if (found && remote && found.route.access !== 'public') {
    preloadRemoteComponent(remote, found.route.module);
    // And its requests, once the session allows the page: they need not wait for its code.
    startPageDataLater(found.route, found.params);
  }
}

/**
 * The module of the page the server prerendered, loaded before the app first
 * renders, so that the app draws the page in the same pass as the header
 * (hydrating the HTML, or replacing it without a spinner in between). Never
 * longer than PAGE_MODULE_WAIT_MS, and a failure is left for the page to show.
 */
async function loadPrerenderedPage(held: boolean): Promise<void> {
  const route = prerenderedRoute();
  // A page held until used is hydrated without its code: it stays the server's HTML.
  if (!route || held || route.path !== pagePath(window.location.pathname)) return;
  const remote = remoteNamed(route.remote);
  const load = remote ? loadRemoteComponent(remote, route.module) : loadShellPage(route.module);
  await Promise.race([
    load.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, PAGE_MODULE_WAIT_MS)),
  ]);
}

/**
 * Lets go of what the prerendered HTML held until the app could take over
 * (scripts/prerendered-pages.mjs): clicks on buttons and fields, typing.
 */
function releasePrerenderedPage(container: HTMLElement, held: HeldPage | undefined): void {
  // A page still held keeps its fields until its own code has taken over (held-page.ts).
  unlockFields(container, held?.slot);
  container.removeAttribute('data-booting');
}

/** Starts the site once the federation runtime has set up the shared scope. */
export async function bootstrap(config: RuntimeConfig, source: RemoteModuleSource): Promise<void> {
  // Referenced so that the build keeps the list; nothing is loaded here.
  void PROVIDED_SHARED_MODULES;
  setRemoteModuleSource(source);
  // The page's language, from its URL, before anything renders; the shell's messages in it
  // are fetched beside the page's module.
  const locale = localeOfPath(window.location.pathname);
  activateLocale(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
  loadScriptFont(locale);
  // With the UI kit's and the platform's words (buttons, spinners, the access guard), which
  // the first paint draws too: a hydrated page must not wait for them mid-way.
  const shellMessages = Promise.all([
    loadCatalogue(catalogues, locale),
    loadCatalogue(uiCatalogues, locale),
    loadCatalogue(platformCatalogues, locale),
    // And, for a prerendered page with a date (in a <time> element), the month names of the
    // page's language, in the one date module every app shares: its HTML was written with
    // them. Other pages load them when their code first needs dates; English never does.
    locale === 'en' || !document.querySelector('#root time')
      ? undefined
      : import('@club/contract/india-time/format')
          .then(({ setDateLanguage }) => setDateLanguage(locale))
          // Without them the dates stay in English, which is better than no page.
          .catch(() => undefined),
  ]);
  // A remote that fails once may be down: its stand-in arrives while the retries run.
  onFirstRemoteRetry(preloadRemoteUnavailable);
  loadStoredSession();
  followMemberLanguageOnSignIn();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The server's HTML is what an anonymous visitor's app draws; for a signed-in
  // member the header differs, so the app draws afresh (the HTML stays until it has).
  // And only HTML of the remote build this page loads: config.json may name another than the
  // server used (a remote deployed since), whose page may differ.
  const { remote, remoteUrl } = container.dataset;
  const remoteName = remoteNamed(remote);
  const sameRemote =
    remote === 'shell' || (remoteName !== undefined && config.remotes[remoteName] === remoteUrl);
  const hydrate =
    container.hasAttribute('data-hydrate') &&
    sameRemote &&
    useSessionStore.getState().status === 'anonymous';
  // A page the server marked to start on use stays its HTML until the visitor heads for it;
  // drawn afresh (a member's header), it loads at once like any page.
  const route = prerenderedRoute();
  const holdPage = hydrate && route?.onUse && route.path === pagePath(window.location.pathname);
  // A page the shell does not know (a forged attribute) is left for the router to report.
  await Promise.all([loadPrerenderedPage(holdPage === true).catch(() => undefined), shellMessages]);
  let appReady = () => {};
  const ready = new Promise<void>((resolve) => (appReady = resolve));
  const held: HeldPage | undefined = holdPage ? holdPrerenderedPage(container, route) : undefined;
  const onReady = () => {
    releasePrerenderedPage(container, held);
    appReady();
  };
  // As a transition React hydrates or renders the page in slices of a few
  // milliseconds, so a slow phone's main thread stays free for input meanwhile.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, <App onReady={onReady} />, {
        onRecoverableError(error) {
          // The HTML did not match: React drew that part afresh, which works but should not happen.
          console.warn('The prerendered page was redrawn', error);
        },
      });
    } else {
      createRoot(container).render(<App onReady={onReady} />);
    }
  });
  // Remotes' own route manifests may add pages; the first paint uses the built-in ones.
  // They are fetched once the app has taken over the page: a change of the routes while
  // React hydrates would make it finish in one long synchronous pass.
  void loadPublishedRouteManifests(config.remotes, { after: ready.then(nextPaint) });
  // So are the pages' titles in Hindi or Gujarati; an English page loads neither them nor
  // the code that fetches them.
  if (locale !== 'en') {
    void import('./lib/translated-route-meta').then(({ loadTranslatedRouteMeta }) =>
      loadTranslatedRouteMeta(config.remotes, locale, { after: ready.then(nextPaint) }),
    );
  }
}
