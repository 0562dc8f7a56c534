import '@club/shared/ui/theme.css';
import type { RuntimeConfig } from '@club/shared/config/runtime-config';
import {
  setRemoteModuleSource,
  type RemoteModuleSource,
} from '@club/shared/federation/remote-loader';
import { useSessionStore } from '@club/shared/session/session-store';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PROVIDED_SHARED_MODULES } from './features/federation/provided-shared-modules';
import { loadPublishedRouteManifests } from './features/routing/site-routes-store';

/**
 * A stored session is loaded from the API. The session actions bring the API
 * client (and axios), so they are only fetched when there are tokens to check:
 * an anonymous visitor's page never waits for them.
 */
function loadStoredSession(): void {
  const { accessToken, sessionId } = useSessionStore.getState();
  if (!accessToken || !sessionId) return;
  void import('@club/shared/session/session-actions').then(({ loadSession }) => loadSession());
}

/** Starts the site once the federation runtime has set up the shared scope. */
export function bootstrap(config: RuntimeConfig, source: RemoteModuleSource): void {
  // Referenced so that the build keeps the list; nothing is loaded here.
  void PROVIDED_SHARED_MODULES;
  setRemoteModuleSource(source);
  void loadPublishedRouteManifests(config.remotes);
  loadStoredSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}
