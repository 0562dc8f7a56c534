import { preloadRemoteComponent } from '@club/platform/federation/remote-loader';
import { findSiteRoute, getSiteRoutes } from './site-routes-store';

/** Starts fetching the code of the page behind a link (on hover or focus). */
export function preloadRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const match = findSiteRoute(getSiteRoutes().routes, pathname);
  if (match && match.route.owner !== 'shell') {
    preloadRemoteComponent(match.route.owner, match.route.module);
  }
}
