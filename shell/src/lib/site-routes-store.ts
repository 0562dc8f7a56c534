import type { RemoteName, RuntimeConfig } from '@club/platform/config/runtime-config';
import {
  publishedManifest,
  resolveManifest,
  routeManifestUrl,
  type PageOwner,
  type ResolvedRoute,
  type RouteManifest,
} from '@club/platform/routes/route-manifest-format';
import { BOOT_ROUTE_MANIFESTS } from '@/routes/boot-route-manifests';
import { manifestDescriptions, withoutDescriptions } from '@/routes/route-descriptions';
import { learnDescriptions } from './route-meta';
import { useSyncExternalStore } from 'react';
import { matchRoutes } from 'react-router-dom';

/**
 * The pages of the site as the shell currently knows them. The first paint
 * uses the manifests this shell was built with; at the same time each
 * remote's published `route-manifest.json` is fetched, and replaces that
 * remote's pages when it arrives. So a remote deployed alone can add a page
 * without a shell release, and no page waits for every remote.
 */
export interface SiteRoutesSnapshot {
  routes: readonly ResolvedRoute[];
  /** Remotes whose published manifest has not arrived (or failed) yet. */
  pending: ReadonlySet<RemoteName>;
}

const PUBLISHED_MANIFEST_TIMEOUT_MS = 4_000;

/** The manifests this shell was built with (without the pages' descriptions). */
const BUILT_IN: ReadonlyMap<PageOwner, RouteManifest> = new Map(
  BOOT_ROUTE_MANIFESTS.map((manifest) => [manifest.owner, manifest]),
);
/** The manifests in use: the built-in ones, each replaced by its remote's published one. */
const manifests = new Map(BUILT_IN);
let snapshot: SiteRoutesSnapshot = { routes: resolveAll(), pending: new Set() };
const listeners = new Set<() => void>();

function resolveAll(): ResolvedRoute[] {
  return [...manifests.values()].flatMap(resolveManifest);
}

function update(next: Partial<SiteRoutesSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function getSiteRoutes(): SiteRoutesSnapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Each part of the snapshot is read on its own, so a component re-renders only
 * when its part changes: a store update re-renders synchronously, and the
 * route list, on which the whole page hangs, changes only when a remote's
 * published manifest differs from the built-in one (rarely).
 */
const currentRoutes = () => snapshot.routes;
const currentPending = () => snapshot.pending;

/** The pages of the site. */
export function useSiteRouteList(): readonly ResolvedRoute[] {
  return useSyncExternalStore(subscribe, currentRoutes, currentRoutes);
}

/** Remotes whose published manifest has not arrived (or failed) yet. */
export function usePendingManifests(): ReadonlySet<RemoteName> {
  return useSyncExternalStore(subscribe, currentPending, currentPending);
}

/**
 * A published manifest as a manifest this page can use. The one a remote
 * publishes when it was built with the same manifest as this shell (the usual
 * case) needs no check, so the schema library is only fetched for a remote
 * that has changed its pages since.
 */
/**
 * The published manifest is the built-in one with its descriptions: the same
 * JSON once they are emptied, and every description a short string.
 */
function sameAsBuiltIn(published: unknown, builtIn: RouteManifest): boolean {
  if (typeof published !== 'object' || published === null || !('pages' in published)) return false;
  try {
    const candidate = published as RouteManifest;
    const descriptions = Object.values(manifestDescriptions(candidate));
    return (
      descriptions.every((text) => typeof text === 'string' && text.length <= 300) &&
      JSON.stringify(withoutDescriptions(candidate)) === JSON.stringify(publishedManifest(builtIn))
    );
  } catch {
    // Not shaped like a manifest at all: the schema check decides.
    return false;
  }
}

async function usableManifest(
  remote: RemoteName,
  published: unknown,
): Promise<RouteManifest | null> {
  const builtIn = BUILT_IN.get(remote);
  if (builtIn && sameAsBuiltIn(published, builtIn)) {
    // The same pages: only their descriptions are new to this page.
    learnDescriptions(manifestDescriptions(published as RouteManifest));
    return builtIn;
  }
  const { routeManifestSchema } = await import('@club/platform/routes/route-manifest');
  const parsed = routeManifestSchema.safeParse(published);
  if (!parsed.success || parsed.data.owner !== remote) return null;
  // A manifest that cannot be resolved (a page without a title) is not used.
  resolveManifest(parsed.data);
  learnDescriptions(manifestDescriptions(parsed.data));
  return parsed.data;
}

async function fetchPublishedManifest(
  remote: RemoteName,
  federationManifestUrl: string,
): Promise<RouteManifest | null> {
  const response = await fetch(routeManifestUrl(federationManifestUrl), {
    cache: 'no-cache',
    signal: AbortSignal.timeout(PUBLISHED_MANIFEST_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  return usableManifest(remote, await response.json());
}

/**
 * Fetches every remote's published route manifest and uses each valid one in
 * place of the built-in copy. A remote that is down keeps its built-in pages
 * (its page then shows the remote's own failure state). The manifests count
 * as pending at once; the requests wait for `after` (the first paint), so
 * they never compete with what the page needs to appear.
 */
export async function loadPublishedRouteManifests(
  remotes: RuntimeConfig['remotes'],
  { after }: { after?: Promise<unknown> } = {},
): Promise<void> {
  const names = Object.keys(remotes) as RemoteName[];
  update({ pending: new Set(names) });
  await after;
  await Promise.all(
    names.map(async (remote) => {
      let changed = false;
      try {
        const manifest = await fetchPublishedManifest(remote, remotes[remote]);
        if (manifest && manifest !== manifests.get(remote)) {
          manifests.set(remote, manifest);
          changed = true;
        }
      } catch (error) {
        console.warn(`The route manifest of ${remote} could not be loaded`, error);
      }
      const pending = new Set(snapshot.pending);
      pending.delete(remote);
      // The same manifest as before keeps the same route list: nothing on the page re-renders.
      update(changed ? { routes: resolveAll(), pending } : { pending });
    }),
  );
}

/** The route of a path (no query or hash) and its parameters, as react-router matches it. */
export function findSiteRoute(
  routes: readonly ResolvedRoute[],
  pathname: string,
): { route: ResolvedRoute; params: Readonly<Record<string, string | undefined>> } | null {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.[0];
  return match ? { route: match.route.route, params: match.params } : null;
}
