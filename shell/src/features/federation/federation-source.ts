import {
  loadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@club/platform/config/runtime-config';
import type { RemoteModuleSource } from '@club/platform/federation/remote-loader';

/**
 * How the shell fetches remote modules: the federation runtime, with the
 * remotes of config.json. Three layers keep a failing remote local: the retry
 * plugin (retry-runtime-plugin.ts) fetches a failed manifest, entry or chunk
 * again; the offline fallback below turns a remote that still cannot load
 * into a stand-in module instead of an uncaught error; and the remote mount's
 * error boundary shows it with a Retry, which comes back here to `reset`.
 */

/** Marks the stand-in module that the offline fallback hands back. */
export const REMOTE_FALLBACK = Symbol.for('club.remote-fallback');

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

/** Registers the remotes of config.json and returns the source the remote loader uses. */
export function createFederationSource(config: Pick<RuntimeConfig, 'remotes'>): RemoteModuleSource {
  const entries = new Map(Object.entries(config.remotes) as [RemoteName, string][]);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
  return {
    async load(remote, module) {
      const loaded = await loadRemote(`${remote}/${module.replace(/^\.\//, '')}`);
      if (isFallback(loaded)) throw loaded.error;
      return loaded;
    },
    // The runtime forgets the manifest and entry it could not fetch, so Retry really reloads.
    reset(remote) {
      const entry = entries.get(remote);
      if (entry) registerRemotes([{ name: remote, entry }], { force: true });
    },
  };
}
