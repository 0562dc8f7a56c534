import '@club/shared/ui/theme.css';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { runtimeConfigSchema, setRuntimeConfig } from '@club/shared/config/runtime-config';
import { setRemoteLoader } from '@club/shared/federation/remote-component';
import { loadSession } from '@club/shared/session/session-actions';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PROVIDED_SHARED_MODULES } from './features/federation/provided-shared-modules';
import {
  loadRemoteModule,
  offlineFallbackPlugin,
  registerSiteRemotes,
} from './features/federation/remote-modules';

/** Starts the site once the federation runtime has set up the shared scope. */
export function bootstrap(rawConfig: unknown): void {
  const config = runtimeConfigSchema.parse(rawConfig);
  // Referenced so that the build keeps the list; nothing is loaded here.
  void PROVIDED_SHARED_MODULES;
  setRuntimeConfig(config);
  registerPlugins([offlineFallbackPlugin()]);
  registerSiteRemotes(config);
  setRemoteLoader(async (remote, module) => (await loadRemoteModule(remote, module)).default);
  void loadSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}
