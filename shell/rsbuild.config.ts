import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@club/shared/build/create-app-config';
import { manifestPathPatterns } from '@club/shared/routes/route-manifest';
import { SITE_ROUTE_MANIFESTS } from '@club/shared/routes/site-routes';

export default createAppConfig({
  name: 'shell',
  port: 3000,
  cssPrefix: 'sh',
  title: 'BizBridge Club: producers and providers, connected',
  appRoot: import.meta.dirname,
  isHost: true,
  runtimePlugins: [
    fileURLToPath(new URL('./src/features/federation/retry-runtime-plugin.ts', import.meta.url)),
  ],
  // The paths this build knows, so the static server can answer 404 for any other.
  publish: { 'route-patterns.json': SITE_ROUTE_MANIFESTS.flatMap(manifestPathPatterns) },
});
