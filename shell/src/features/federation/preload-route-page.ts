import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@club/shared/config/runtime-config';

/** A public page of a remote, as the shell's build lists them (rsbuild.config.ts). */
export interface PreloadRoute {
  /** The path's regular expression (`routePathPattern`). */
  pattern: string;
  remote: RemoteName;
  /** The exposed module, `./HomePage`. */
  module: string;
}

/**
 * The public remote pages this shell was built with, written into the build
 * so the boot can find the page's remote before any shared module (the route
 * manifests) has loaded. A page added later by a remote deployed alone is not
 * here: it is simply not preloaded.
 */
export const PRELOAD_ROUTES: readonly PreloadRoute[] =
  typeof __CLUB_PRELOAD_ROUTES__ === 'undefined'
    ? []
    : // Written from the route manifests, whose owners are remote names.
      (__CLUB_PRELOAD_ROUTES__ as readonly PreloadRoute[]);

/**
 * Starts loading the remote that owns `pathname` (its federation manifest,
 * entry, and the chunks and styles of the page's exposed module) as soon as
 * the remotes are registered, so they arrive alongside React instead of after
 * the first render asks for them. Guarded pages are left out: their remote
 * loads only once access is known. Only a head start: a failure is left for
 * the real load to report, with its retries and stand-in.
 */
export function preloadRoutePage(
  pathname: string,
  routes: readonly PreloadRoute[] = PRELOAD_ROUTES,
): void {
  const route = routes.find((candidate) => new RegExp(candidate.pattern).test(pathname));
  if (!route) return;
  preloadRemote([
    {
      nameOrAlias: route.remote,
      exposes: [route.module],
      resourceCategory: 'sync',
      depsRemote: false,
    },
  ]).catch((error: unknown) => {
    console.warn(`Could not preload the page at ${pathname}`, error);
  });
}
