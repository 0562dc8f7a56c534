import { preloadRemoteComponent } from '@club/platform/federation/remote-loader';
import { preloadPageDataLater } from './page-data-later';
import { findSiteRoute, getSiteRoutes } from './site-routes-store';

/**
 * Starts fetching the code of the page behind a link (on hover or focus): its
 * module, and its data module for a session that may need it. The page's
 * requests themselves wait for the visit.
 */
export function preloadRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const match = findSiteRoute(getSiteRoutes().routes, pathname);
  if (match && match.route.owner !== 'shell') {
    preloadRemoteComponent(match.route.owner, match.route.module);
    preloadPageDataLater(match.route);
  }
}
