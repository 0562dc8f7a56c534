import { REMOTE_NAMES, type RemoteName } from '@club/platform/config/runtime-config';
import {
  getRemoteModuleSource,
  subscribeRemoteModuleSource,
} from '@club/platform/federation/remote-loader';
import type { PageDataLoader, ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import {
  sessionAllows,
  useSessionStore,
  type SessionState,
} from '@club/platform/session/session-store';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as pageQueryClient } from './query-client';

/**
 * Render-as-you-fetch for the pages that have a data module (a page's `data`
 * in its route manifest): as soon as the shell knows the route (at boot, or
 * when the route's page is shown) it fetches the data module beside the page's
 * own module, and runs it once the session is known to allow the page. The
 * page's requests then start while its code still downloads and evaluates,
 * and its queries find them in the page's one query client.
 *
 * A visitor without a session never loads a data module nor sends its
 * requests, and neither does a session the page is not for (a member's page
 * for a signed-in non-member): the access guard shows them why instead.
 */

const loads = new Map<string, Promise<PageDataLoader>>();
// A new way of loading remotes (or Retry's fresh start in tests) forgets every load.
subscribeRemoteModuleSource(() => loads.clear());

const remoteNamed = (name: string) => REMOTE_NAMES.find((remote) => remote === name);

/** `remote/module`'s default export, the page's data loader, fetched once. */
function loadDataModule(remote: RemoteName, module: string): Promise<PageDataLoader> {
  const id = `${remote}/${module}`;
  const cached = loads.get(id);
  if (cached) return cached;
  const source = getRemoteModuleSource();
  if (!source) return Promise.reject(new Error('No remote loader'));
  const load = source.load(remote, module).then((loaded) => {
    const run: unknown =
      typeof loaded === 'object' && loaded !== null && 'default' in loaded
        ? loaded.default
        : undefined;
    if (typeof run !== 'function') throw new TypeError(`${id} has no default function`);
    return run as PageDataLoader;
  });
  loads.set(id, load);
  // A module that failed to arrive is asked for again the next time.
  load.catch(() => {
    if (loads.get(id) === load) loads.delete(id);
  });
  return load;
}

/** The route's remote and data module, or null: a page of the shell, or one without data module. */
function dataModuleOf(route: ResolvedRoute): { remote: RemoteName; module: string } | null {
  const remote = remoteNamed(route.owner);
  return remote && route.data ? { remote, module: route.data } : null;
}

/** Nobody is signed in, nor about to be: no stored session. */
function isVisitor(): boolean {
  return useSessionStore.getState().status === 'anonymous';
}

/** The session once its profile has loaded, or failed to (the boot loads it). */
function settledSession(): Promise<SessionState> {
  const settled = (state: SessionState) => state.status !== 'idle' && state.status !== 'loading';
  const current = useSessionStore.getState();
  if (settled(current)) return Promise.resolve(current);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (!settled(state)) return;
      stop();
      resolve(state);
    });
  });
}

/**
 * Starts the requests of `route`'s page: fetches its data module now (beside
 * the page's module) and runs it with `props` once the session allows the
 * page. Resolves when the requests have settled, or at once when there is
 * nothing to start; never rejects (the page's own queries report failures).
 */
export async function startPageData(
  route: ResolvedRoute,
  props: Readonly<Record<string, string>>,
  queryClient: QueryClient = pageQueryClient,
): Promise<void> {
  const data = dataModuleOf(route);
  if (!data || isVisitor()) return;
  try {
    const loading = loadDataModule(data.remote, data.module);
    // Settled below, or left to the next visit when the session does not allow the page.
    loading.catch(() => undefined);
    const session = await settledSession();
    if (!session.profile || !sessionAllows(session, route.access)) return;
    const run = await loading;
    await run({ queryClient, props, profile: session.profile });
  } catch (error) {
    console.warn(`The requests of ${route.path} could not be started early`, error);
  }
}

/** Fetches the data module of `route`'s page ahead of a visit (a hovered link); runs nothing. */
export function preloadPageData(route: ResolvedRoute): void {
  const data = dataModuleOf(route);
  if (!data || isVisitor()) return;
  loadDataModule(data.remote, data.module).catch(() => undefined);
}

/** A page's props: its fixed props and the parameters of its path that have a value. */
export function pageProps(
  route: ResolvedRoute,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const props: Record<string, string> = { ...route.props };
  for (const [name, value] of Object.entries(params)) if (value !== undefined) props[name] = value;
  return props;
}
