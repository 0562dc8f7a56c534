import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@club/build/create-app-config';
import { manifestPathPatterns } from '@club/platform/routes/route-manifest-format';
import { SITE_ROUTE_MANIFESTS } from './src/routes/site-route-manifests';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { localConfig, sitePort } from '../scripts/site-apps.mjs';

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
