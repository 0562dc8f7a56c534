import '@club/shared/ui/theme.css';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { runtimeConfigSchema, setRuntimeConfig } from '@club/shared/config/runtime-config';
import { setRemoteModuleSource } from '@club/shared/federation/remote-loader';
import { loadSession } from '@club/shared/session/session-actions';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import {
  createFederationSource,
  offlineFallbackPlugin,
} from './features/federation/federation-source';
import { PROVIDED_SHARED_MODULES } from './features/federation/provided-shared-modules';
import { loadPublishedRouteManifests } from './features/routing/site-routes-store';

/** Starts the site once the federation runtime has set up the shared scope. */
export function bootstrap(rawConfig: unknown): void {
  const config = runtimeConfigSchema.parse(rawConfig);
  // Referenced so that the build keeps the list; nothing is loaded here.
  void PROVIDED_SHARED_MODULES;
  setRuntimeConfig(config);
  registerPlugins([offlineFallbackPlugin()]);
  setRemoteModuleSource(createFederationSource(config));
  void loadPublishedRouteManifests(config.remotes);
  void loadSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}
