import '@club/ui/theme.css';
import type { RuntimeConfig } from '@club/platform/config/runtime-config';
import {
  setRemoteModuleSource,
  type RemoteModuleSource,
} from '@club/platform/federation/remote-loader';
import { preloadRemoteUnavailable } from '@club/platform/federation/remote-mount';
import { useSessionStore } from '@club/platform/session/session-store';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { nextPaint } from './app/next-paint';
import { capturePrerenderedPage } from './components/prerendered-page';
import { PROVIDED_SHARED_MODULES } from './features/federation/provided-shared-modules';
import { onFirstRemoteRetry } from './features/federation/retry-runtime-plugin';
import { loadPublishedRouteManifests } from './lib/site-routes-store';

/**
 * A stored session is loaded from the API. The session actions bring the API
 * client (and axios), so they are only fetched when there are tokens to check:
 * an anonymous visitor's page never waits for them.
 */
function loadStoredSession(): void {
  const { accessToken, sessionId } = useSessionStore.getState();
  if (!accessToken || !sessionId) return;
  void import('@club/platform/session/session-actions').then(({ loadSession }) => loadSession());
}

/** Starts the site once the federation runtime has set up the shared scope. */
export function bootstrap(config: RuntimeConfig, source: RemoteModuleSource): void {
  // Referenced so that the build keeps the list; nothing is loaded here.
  void PROVIDED_SHARED_MODULES;
  setRemoteModuleSource(source);
  // A remote that fails once may be down: its stand-in arrives while the retries run.
  onFirstRemoteRetry(preloadRemoteUnavailable);
  loadStoredSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  capturePrerenderedPage(container);
  const root = createRoot(container);
  // As a transition React renders the page in slices of a few milliseconds,
  // so a slow phone's main thread stays free for input while it does.
  startTransition(() => root.render(<App />));
  // Remotes' own route manifests may add pages; the first paint uses the built-in ones.
  void loadPublishedRouteManifests(config.remotes, { after: nextPaint() });
}
