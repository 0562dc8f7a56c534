import { preloadRemoteModule } from '../federation/remote-modules';
import { findRoute, isRemoteRoute } from './route-table';

/** Starts fetching the code of the page behind a link (on hover or focus). */
export function preloadRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const route = findRoute(pathname);
  if (route && isRemoteRoute(route)) preloadRemoteModule(route.remote, route.module);
}
