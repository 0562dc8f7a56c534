import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createAppConfig, readTranslatedMeta } from '@club/build/create-app-config';
import {
  manifestPathPatterns,
  TRANSLATED_META_LOCALES,
} from '@club/platform/routes/route-manifest-format';
import { SITE_ROUTE_MANIFESTS } from './src/routes/site-route-manifests';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { localConfig, SITE_APPS, sitePort } from '../scripts/site-apps.mjs';

/**
 * Every app's pages' titles and descriptions in the other languages, for the prerendered
 * pages in those languages (each app keeps them beside its manifest, src/routes/meta/).
 */
const appsMeta = SITE_APPS.map((app) => readTranslatedMeta(join(app.root, '..')));
const TRANSLATED_META = Object.fromEntries(
  TRANSLATED_META_LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...appsMeta.map((meta) => meta[locale])),
  ]),
) as ReturnType<typeof readTranslatedMeta>;

export default mergeRsbuildConfig(
  createAppConfig({
    name: 'shell',
    port: sitePort('shell'),
    cssPrefix: 'sh',
    title: 'BizBridge Club: producers and providers, connected',
    appRoot: import.meta.dirname,
    isHost: true,
    runtimePlugins: [
      fileURLToPath(new URL('./src/features/federation/retry-runtime-plugin.ts', import.meta.url)),
      fileURLToPath(
        new URL('./src/features/federation/shell-copies-first-plugin.ts', import.meta.url),
      ),
    ],
    // The paths this build knows, so the static server can answer 404 for any other.
    publish: { 'route-patterns.json': SITE_ROUTE_MANIFESTS.flatMap(manifestPathPatterns) },
    // The app at each public page: a remote's page is left as a slot for its own HTML.
    prerender: {
      siteRoutes: SITE_ROUTE_MANIFESTS,
      translatedMeta: TRANSLATED_META,
      app: 'src/app/prerender-app.tsx#PrerenderApp',
      loading: 'src/app/route-loading.tsx#RouteLoading',
    },
    serviceWorker: fileURLToPath(
      new URL('./src/features/offline/service-worker.ts', import.meta.url),
    ),
  }),
  {
    server: {
      // `rsbuild dev` and `preview` answer /config.json for this checkout's ports
      // (SITE_PORT_BASE), as `pnpm start` does; public/config.json is the default build's.
      setup: ({ server }) => {
        server.middlewares.use('/config.json', (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(localConfig()));
        });
      },
    },
  },
);
