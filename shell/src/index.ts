/**
 * Async boundary of the shell. Nothing here may import a shared module
 * statically: the federation runtime must initialise the share scope (React,
 * the router, the shared package...) before any of them is evaluated, which
 * `import()` guarantees.
 *
 * Everything the first paint needs starts at once, side by side: config.json,
 * the shell's bootstrap (React, the router, the layout) and the few shared
 * modules that say which page this is. As soon as config.json names the
 * remotes, the page's own remote starts loading too (preload-route-page.ts),
 * instead of waiting for React to render and ask for it.
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { showBootFailure } from './features/federation/boot-failure';
import {
  createFederationSource,
  offlineFallbackPlugin,
} from './features/federation/federation-source';
import { preloadRoutePage } from './features/federation/preload-route-page';

async function fetchConfig(): Promise<unknown> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return response.json();
}

async function boot(): Promise<void> {
  const bootstrapping = import('./bootstrap');
  const [rawConfig, runtimeConfig] = await Promise.all([
    fetchConfig(),
    import('@club/shared/config/runtime-config'),
  ]);
  const config = runtimeConfig.parseRuntimeConfig(rawConfig);
  runtimeConfig.setRuntimeConfig(config);
  registerPlugins([offlineFallbackPlugin()]);
  const source = createFederationSource(config);
  void preloadRoutePage(window.location.pathname);
  const { bootstrap } = await bootstrapping;
  bootstrap(config, source);
}

boot().catch((error: unknown) => {
  console.error('The site could not start', error);
  showBootFailure();
});
