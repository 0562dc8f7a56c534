import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * First layer of remote failure handling: a federation manifest, remote entry
 * or exposed module that fails to load is asked for again, `retries` more
 * times, `delayMs` apart, before the failure goes on to the offline fallback
 * (federation-source.ts). With the defaults a dead remote shows its stand-in
 * about a second after the page first asked for it.
 */
export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Pause before each retry. */
  delayMs: number;
}

export const REMOTE_RETRY_POLICY: RetryPolicy = { retries: 2, delayMs: 400 };

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Runs `attempt` until it succeeds or the policy's retries are spent; rethrows the last error. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries, delayMs }: RetryPolicy,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= retries) throw error;
      await wait(delayMs);
    }
  }
}

/** A server that answers at all but with an error status: worth asking again only when it may pass. */
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function createRetryPlugin(
  policy: RetryPolicy,
  wait?: (ms: number) => Promise<void>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'club-retry',
    // The federation manifest: again after a network error or a transient error status.
    async fetch(url, init) {
      return withRetries(
        async () => {
          const response = await fetch(url, init);
          if (isTransient(response.status)) {
            throw new Error(`${url} answered ${response.status}`);
          }
          return response;
        },
        policy,
        wait,
      );
    },
    // The remote entry script, after its first load failed: the runtime forgets
    // the failed load, so each retry adds a new script. Undefined (no recovery)
    // lets the runtime report the original error.
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      const recovery = (async () => {
        if (policy.retries < 1) return undefined;
        await (wait ?? pause)(policy.delayMs);
        return withRetries(
          async () => {
            globalLoading[uniqueKey] = undefined;
            const loaded = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (!loaded) throw new Error(`${remoteInfo.entry} did not load`);
            return loaded;
          },
          { ...policy, retries: policy.retries - 1 },
          wait,
        ).catch(() => undefined);
      })();
      // The hook is declared as resolving to a promise of the entry (the runtime awaits both).
      return new Promise<typeof recovery | undefined>((resolve) => resolve(recovery));
    },
    // An exposed module whose chunks failed: webpack forgets failed chunks, so asking again refetches them.
    async getModuleFactory({ remoteEntryExports, expose }) {
      return withRetries(
        async () => {
          // Typed as returning the factory, `get` resolves to it.
          const factory: unknown = await remoteEntryExports.get(expose);
          return factory as () => unknown;
        },
        policy,
        wait,
      );
    },
  };
}

/** The plugin the shell's build registers (rsbuild.config.ts, `runtimePlugins`). */
export default function retryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return createRetryPlugin(REMOTE_RETRY_POLICY);
}
