/**
 * Which requests the service worker (service-worker.ts) answers, and how.
 *
 * - `hashed`: a build's file whose name carries its content hash, under its
 *   `static/` folder, from the shell's origin or a remote's: a new release is a
 *   new name, so a stored copy is never stale (cache-first).
 * - `release`: names a release keeps (the run-time config, the remotes'
 *   federation and route manifests, their entries): they say which build of
 *   each remote runs, so the network always has the last word and the stored
 *   copy is only for when there is no network (network-first). A remote
 *   redeployed or rolled back is then used at the very next load.
 * - `page`: the shell's HTML pages (network-first, for the same reason).
 * - `none`: everything else goes to the network untouched: above all the API,
 *   whose answers hold members' data and are never stored.
 */
export type CachingRule = 'hashed' | 'release' | 'page' | 'none';

/** What the rules need of a request (a Fetch API Request has all of it). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

const HASHED_FILE =
  /\/static\/(?:[^/]+\/)*[^/]+\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|avif|gif|svg)$/;
const RELEASE_FILE =
  /\/(?:config\.json|mf-manifest\.json|route-manifest\.json|route-meta\.[a-z]{2}\.json|remoteEntry\.js)$/;
/** The API, where it shares the site's origin behind the edge (deploy/nginx). */
const API_PATH = /^\/api(?:\/|$)/;

/**
 * @param request the request the page (or the federation loader) made
 * @param siteOrigin the shell's origin, where the service worker runs
 */
export function cachingRule(request: RequestFacts, siteOrigin: string): CachingRule {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'none';
  const sameOrigin = url.origin === siteOrigin;
  if (sameOrigin && API_PATH.test(url.pathname)) return 'none';
  // A query string makes a request something other than the plain build file.
  if (url.search) return 'none';
  if (request.mode === 'navigate') return sameOrigin ? 'page' : 'none';
  if (HASHED_FILE.test(url.pathname)) return 'hashed';
  if (RELEASE_FILE.test(url.pathname)) {
    // Of the site's own origin, only its config: the shell has no remote entry to fetch.
    return !sameOrigin || url.pathname === '/config.json' ? 'release' : 'none';
  }
  return 'none';
}

/** The message a page sends its service worker with what it loaded before the worker took over. */
export const LOADED_FILES_MESSAGE = 'club:loaded-files';

/**
 * Of the addresses a page has loaded (its resource timing entries), the hashed
 * build files, each once: what the service worker keeps of them. The worker
 * installs after the first visit has loaded its files, so it never saw them
 * go by; without this it would fetch each again on the return visit, the very
 * visit it is there to speed up.
 */
export function hashedFilesAmong(urls: readonly unknown[], siteOrigin: string): string[] {
  const hashed = urls.filter(
    (url): url is string =>
      typeof url === 'string' &&
      URL.canParse(url) &&
      cachingRule({ url, method: 'GET', mode: 'cors' }, siteOrigin) === 'hashed',
  );
  return [...new Set(hashed)];
}
