/**
 * The site's service worker, served as /sw.js (bundled by
 * shared/build/service-worker-plugin.ts in production builds only). It makes a
 * return visit start from files already on the phone: the shell's boot files
 * are stored when it installs, and every hashed file of the shell and the
 * remotes is kept once fetched. What decides which build of each remote runs
 * (config.json, the remotes' manifests and entries) and the pages always come
 * from the network when there is one. The API is never touched.
 * caching-rules.ts has the rules.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  cachingRule,
  hashedFilesAmong,
  LOADED_FILES_MESSAGE,
  type CachingRule,
} from './caching-rules';

declare const self: ServiceWorkerGlobalScope & {
  /** The shell's boot files (entry, boot chunks, CSS, text face), filled in by the build. */
  __WB_MANIFEST: PrecacheEntry[];
};

setCacheNameDetails({ prefix: 'club' });

// A new build takes over at the next load instead of waiting for every tab to close:
// its files are all hashed, so pages already open keep working with theirs.
void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const DAY = 24 * 60 * 60;

const withRule =
  (rule: CachingRule) =>
  ({ request }: { request: Request }) =>
    cachingRule(request, self.location.origin) === rule;

const hashedFiles = new CacheFirst({
  cacheName: 'club-hashed-files',
  plugins: [
    // A remote's scripts and styles may be fetched without CORS by the federation
    // loader (<script>, <link>): their answers are opaque (status 0) and kept too.
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    // Old releases' files are never asked for again: the oldest go first.
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(withRule('hashed'), hashedFiles);

// The page that registered this worker hands it what it loaded before the worker took
// over (register-service-worker.ts): the hashed files among them are stored as if they
// had been fetched through it, so the return visit finds them here.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type !== LOADED_FILES_MESSAGE || !Array.isArray(urls)) return;
  const files = hashedFilesAmong(urls, self.location.origin);
  event.waitUntil(
    Promise.allSettled(
      files.map((url) => hashedFiles.handle({ event, request: new Request(url) })),
    ),
  );
});

registerRoute(
  withRule('release'),
  new NetworkFirst({
    cacheName: 'club-release-files',
    plugins: [
      // A remote's entry is a <script> too (opaque). The copy is used offline only, and the
      // next load with a network replaces it.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  withRule('page'),
  new NetworkFirst({
    cacheName: 'club-pages',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);
