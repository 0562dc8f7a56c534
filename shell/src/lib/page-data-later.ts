import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { useSessionStore } from '@club/platform/session/session-store';

/**
 * The way into page-data.ts from the boot, the routes and the links: its code
 * is fetched only for a page that has a data module, in a session that may
 * need it. A visitor's first screen (most of the site's traffic) never
 * carries it, nor the session checks it makes.
 */
function mayStart(route: ResolvedRoute): boolean {
  return Boolean(route.data) && useSessionStore.getState().status !== 'anonymous';
}

/** startPageData (page-data.ts) for `route` with its path's `params`, once its code is here. */
export function startPageDataLater(
  route: ResolvedRoute,
  params: Readonly<Record<string, string | undefined>>,
): void {
  if (!mayStart(route)) return;
  void import('./page-data').then(({ pageProps, startPageData }) =>
    startPageData(route, pageProps(route, params)),
  );
}

/** preloadPageData (page-data.ts) for `route`, once its code is here. */
export function preloadPageDataLater(route: ResolvedRoute): void {
  if (!mayStart(route)) return;
  void import('./page-data').then(({ preloadPageData }) => preloadPageData(route));
}
