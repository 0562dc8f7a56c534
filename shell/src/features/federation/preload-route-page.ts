import { preloadRemote } from '@module-federation/enhanced/runtime';

/**
 * Starts loading the remote that owns `pathname` (its federation manifest,
 * entry, and the chunks and styles of the page's exposed module) as soon as
 * the remotes are registered, so they arrive alongside React instead of after
 * the first render asks for them. Only a head start: a failure is left for
 * the real load to report, with its retries and stand-in.
 */
export async function preloadRoutePage(pathname: string): Promise<void> {
  try {
    const [{ SITE_ROUTE_MANIFESTS }, { resolveManifest, routePathPattern }] = await Promise.all([
      import('@club/shared/routes/site-routes'),
      import('@club/shared/routes/route-manifest-format'),
    ]);
    const route = SITE_ROUTE_MANIFESTS.flatMap(resolveManifest).find((candidate) =>
      new RegExp(routePathPattern(candidate.path)).test(pathname),
    );
    // Guarded pages load their remote only once access is known; the shell's own pages have none.
    if (!route || route.owner === 'shell' || route.access !== 'public') return;
    await preloadRemote([
      {
        nameOrAlias: route.owner,
        exposes: [route.module],
        resourceCategory: 'sync',
        depsRemote: false,
      },
    ]);
  } catch (error) {
    console.warn(`Could not preload the page at ${pathname}`, error);
  }
}
