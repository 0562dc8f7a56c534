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

/** The source the remote loader uses, and the shell's head start on the page's own module. */
export interface FederationSource extends RemoteModuleSource {
  /**
   * Starts loading `module` of `remote` now, before anything renders; every
   * `load` of it until Retry (`reset`) gets this load, failure included. A
   * remote that is down is then given up once, after one round of retries,
   * rather than once for the head start and again each time the page's first
   * render asks (a render React sets aside and starts over asks again).
   */
  loadEarly: (remote: string, module: string) => Promise<unknown>;
}

/** Registers the remotes of config.json and returns the source the remote loader uses. */
export function createFederationSource(config: Pick<RuntimeConfig, 'remotes'>): FederationSource {
  const entries = new Map(Object.entries(config.remotes) as [RemoteName, string][]);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
  const isRegistered = (remote: string): remote is RemoteName => entries.has(remote as RemoteName);
  const early = new Map<string, Promise<unknown>>();
  const loadModule = async (remote: RemoteName, module: string) => {
    const loaded = await loadRemote(`${remote}/${module.replace(/^\.\//, '')}`);
    if (isFallback(loaded)) throw loaded.error;
    return loaded;
  };
  return {
    loadEarly(remote, module) {
      if (!isRegistered(remote)) return Promise.reject(new Error(`No remote is named ${remote}`));
      const loading = loadModule(remote, module);
      early.set(`${remote}/${module}`, loading);
      return loading;
    },
    load(remote, module) {
      return early.get(`${remote}/${module}`) ?? loadModule(remote, module);
    },
    // The runtime forgets the manifest and entry it could not fetch, so Retry really reloads.
    reset(remote) {
      for (const id of [...early.keys()]) if (id.startsWith(`${remote}/`)) early.delete(id);
      const entry = entries.get(remote);
      if (entry) registerRemotes([{ name: remote, entry }], { force: true });
    },
  };
}
