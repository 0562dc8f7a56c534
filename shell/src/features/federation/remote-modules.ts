import {
  loadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@club/shared/config/runtime-config';
import type { ComponentType } from 'react';

/** What a remote exposes for each page: a module with a default React component. */
export interface RemotePageModule {
  default: ComponentType<Record<string, unknown>>;
}

/** Marks the stand-in module that the offline fallback hands back. */
export const REMOTE_FALLBACK = Symbol.for('club.remote-fallback');

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`Remote "${remote}" is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const entries = new Map<RemoteName, string>();
const loading = new Map<string, Promise<RemotePageModule>>();
const failedRemotes = new Set<RemoteName>();

export function registerSiteRemotes(config: RuntimeConfig): void {
  const remotes = Object.entries(config.remotes).map(([name, entry]) => {
    entries.set(name as RemoteName, entry);
    return { name, entry };
  });
  registerRemotes(remotes);
}

/**
 * Second layer: when a remote still cannot load after the retries, the
 * federation runtime hands back a stand-in module instead of throwing, so the
 * failure never escapes as an unhandled error. `loadRemoteModule` turns it into
 * a `RemoteUnavailableError` for the page's error boundary.
 */
export function offlineFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-offline-fallback',
    errorLoadRemote(args) {
      // Manifest and share failures surface again at the 'onLoad' stage.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`Could not load ${args.id}`, args.error);
      return { [REMOTE_FALLBACK]: true, error: args.error };
    },
  };
}

function isFallback(value: unknown): value is { error: unknown } {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}

/**
 * Loads `remote/module` once; concurrent and later callers share the promise.
 * A failed load is forgotten so the next call tries again.
 */
export function loadRemoteModule(remote: RemoteName, module: string): Promise<RemotePageModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const cached = loading.get(id);
  if (cached) return cached;
  const promise = loadRemote<RemotePageModule>(id).then((loaded) => {
    if (!loaded || isFallback(loaded) || typeof loaded.default !== 'function') {
      throw new RemoteUnavailableError(remote, isFallback(loaded) ? loaded.error : undefined);
    }
    failedRemotes.delete(remote);
    return loaded;
  });
  loading.set(id, promise);
  promise.catch(() => {
    loading.delete(id);
    failedRemotes.add(remote);
  });
  return promise;
}

/** Warms a remote page's code, e.g. when a link to it is hovered. Errors are ignored. */
export function preloadRemoteModule(remote: RemoteName, module: string): void {
  loadRemoteModule(remote, module).catch(() => undefined);
}

/**
 * Makes the next load of a remote that failed start from scratch: the runtime
 * forgets the manifest and entry it could not fetch, so Retry really reloads.
 */
export function resetFailedRemote(remote: RemoteName): void {
  if (!failedRemotes.has(remote)) return;
  const entry = entries.get(remote);
  if (!entry) return;
  for (const id of [...loading.keys()]) if (id.startsWith(`${remote}/`)) loading.delete(id);
  registerRemotes([{ name: remote, entry }], { force: true });
  failedRemotes.delete(remote);
}
