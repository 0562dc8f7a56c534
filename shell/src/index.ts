/**
 * Async boundary of the shell. Nothing here may import a shared module
 * statically: the federation runtime must initialise the share scope (React,
 * the router, the shared package...) before any of them is evaluated, which
 * `import()` guarantees.
 *
 * Everything the first paint needs loads side by side: config.json and the
 * boot chunks (React, the router, the layout: index.html preloads them all),
 * and as soon as config.json names the remotes, the page's own remote
 * (preload-route-page.ts), instead of waiting for React to render and ask.
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { showBootFailure } from './features/federation/boot-failure';
import {
  createFederationSource,
  offlineFallbackPlugin,
} from './features/federation/federation-source';
import { preloadRoutePage } from './features/federation/preload-route-page';

async function fetchConfig(): Promise<unknown> {
  // The page preloads it (index.html); the server marks it no-cache, so it is never stale.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return response.json();
}

async function boot(): Promise<void> {
  const configModule = import('@club/platform/config/runtime-config');
  // Named so that index.html can preload it with the other boot chunks.
  const bootstrapping = import(/* webpackChunkName: "boot-app" */ './bootstrap');
  const [rawConfig, runtimeConfig] = await Promise.all([fetchConfig(), configModule]);
  const config = runtimeConfig.parseRuntimeConfig(rawConfig);
  runtimeConfig.setRuntimeConfig(config);
  registerPlugins([offlineFallbackPlugin()]);
  const source = createFederationSource(config);
  preloadRoutePage(window.location.pathname, source);
  const { bootstrap } = await bootstrapping;
  await bootstrap(config, source);
}

boot().catch((error: unknown) => {
  console.error('The site could not start', error);
  showBootFailure();
});
