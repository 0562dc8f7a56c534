/**
 * Which paths of the site exist, for servers that answer the single-page app:
 * the path patterns the shell was built with (`route-patterns.json` in its
 * build) plus those each remote publishes in its `route-manifest.json`, so a
 * remote deployed alone can add pages. Any other path gets HTTP 404 (the page
 * itself still shows 'Page Not Found'). A path in Hindi or Gujarati (`/hi/...`) is known
 * when its English path is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutLanguage } from './page-response.mjs';

const REFRESH_MS = 30_000;

/**
 * @param {{ shellRoot: string, remoteManifestUrls: string[] }} options
 * @returns {(pathname: string) => Promise<boolean>}
 */
export function createKnownPaths({ shellRoot, remoteManifestUrls }) {
  const built = JSON.parse(readFileSync(join(shellRoot, 'route-patterns.json'), 'utf8')).map(
    (source) => new RegExp(source),
  );
  let published = [];
  let fetchedAt = 0;

  async function refresh() {
    const lists = await Promise.all(
      remoteManifestUrls.map(async (url) => {
        try {
          const response = await fetch(new URL('route-manifest.json', url), {
            signal: AbortSignal.timeout(2_000),
          });
          if (!response.ok) return [];
          const manifest = await response.json();
          return Array.isArray(manifest.patterns) ? manifest.patterns : [];
        } catch {
          return [];
        }
      }),
    );
    published = lists.flat().map((source) => new RegExp(source));
    fetchedAt = Date.now();
  }

  return async (localisedPath) => {
    // Every page exists in every language: `/hi/about` is known when `/about` is.
    const pathname = withoutLanguage(localisedPath);
    if (built.some((pattern) => pattern.test(pathname))) return true;
    if (Date.now() - fetchedAt > REFRESH_MS) await refresh();
    return published.some((pattern) => pattern.test(pathname));
  };
}
