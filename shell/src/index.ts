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
import { exposeSharesPreloadPlugin } from './features/federation/expose-shares-preload';
import { preloadRoutePage } from './features/federation/preload-route-page';
import { registerServiceWorkerWhenIdle } from './features/offline/register-service-worker';

async function fetchConfig(): Promise<unknown> {
  // The page preloads it (index.html); the server marks it no-cache, so it is never stale.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return response.json();
}

/** Resolves in a new task, after the browser has had the chance to paint and take input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  const configResponse = fetchConfig();
  // Its failure is handled where it is awaited, below.
  configResponse.catch(() => undefined);
  // The federation runtime has just set up sharing in this task. Asking for the
  // boot chunks resolves their shared modules, another long stretch on a slow
  // phone: it runs in a task of its own (the chunks are already downloading,
  // preloaded by index.html, so nothing arrives later).
  await nextTask();
  const configModule = import('@club/platform/config/runtime-config');
  // Named so that index.html can preload it with the other boot chunks.
  const bootstrapping = import(/* webpackChunkName: "boot-app" */ './bootstrap');
  const [rawConfig, runtimeConfig] = await Promise.all([configResponse, configModule]);
  const config = runtimeConfig.parseRuntimeConfig(rawConfig);
  runtimeConfig.setRuntimeConfig(config);
  registerPlugins([offlineFallbackPlugin(), exposeSharesPreloadPlugin()]);
  const source = createFederationSource(config);
  preloadRoutePage(window.location.pathname, source);
  const { bootstrap } = await bootstrapping;
  await bootstrap(config, source);
  // After the boot, when the browser is idle: it only speeds up the next visits.
  registerServiceWorkerWhenIdle();
}

boot().catch((error: unknown) => {
  console.error('The site could not start', error);
  showBootFailure();
});
