/**
 * The shell's service worker in its production build: the TypeScript source is
 * bundled with its libraries (Workbox) into one classic script, `sw.js` at the
 * root of the build. Its name never changes (a browser finds a new release
 * of the worker under the same URL; servers send it `no-cache`), and its
 * content changes with every build of the shell because it carries the list
 * of boot files to store at install: the files index.html asks for.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { build } from 'esbuild';

export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The hashed files a page of the shell loads before its first paint: its
 * entry script, the preloaded boot chunks and their CSS, and the text face.
 * All are under /static/ with a content hash, so their URL is their revision.
 */
export function bootFiles(indexHtml: string): string[] {
  const urls = [
    ...indexHtml.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/static\/[^"]+)"/g),
  ].map((match) => match[1] as string);
  return [...new Set(urls)];
}

export function pluginServiceWorker({ source }: { source: string }): RsbuildPlugin {
  return {
    name: 'club:service-worker',
    setup(api) {
      // Before the build's files are compressed, so that sw.js gets its .br and .gz copies too.
      api.onAfterBuild({
        order: 'pre',
        handler: async () => {
          const root = api.context.distPath;
          const precache = bootFiles(await readFile(join(root, 'index.html'), 'utf8')).map(
            (url) => ({ url, revision: null }),
          );
          await build({
            entryPoints: [source],
            outfile: join(root, SERVICE_WORKER_FILE),
            bundle: true,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            minify: true,
            legalComments: 'none',
            logLevel: 'warning',
            define: {
              // Workbox leaves its logging out of production builds.
              'process.env.NODE_ENV': JSON.stringify('production'),
              'self.__WB_MANIFEST': JSON.stringify(precache),
            },
          });
        },
      });
    },
  };
}
