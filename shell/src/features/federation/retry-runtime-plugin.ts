import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * First layer of remote failure handling: a federation manifest, remote entry
 * or exposed module that fails to load is asked for again before the failure
 * goes on to the offline fallback (federation-source.ts).
 *
 * The official retry plugin (@module-federation/retry-plugin) asks again for
 * a remote entry script and an exposed module's chunks. The federation
 * manifest is fetched here instead, because the plugin's manifest retry waits
 * a fixed second between tries and never gives up on a server that does not
 * answer. A refused or dropped connection fails at once, so the pauses alone
 * decide how long a dead remote keeps its page waiting: they are short and
 * grow, so a blip is ridden out by the quick first retry while a server that
 * is down shows its stand-in well within a second and a half of the
 * navigation. A server that accepts the connection but never answers is the
 * other case: a manifest request is given up after `timeoutMs` and not asked
 * again (a server that let one request hang would most likely let the next
 * hang too), so the visitor gets the stand-in and its Retry instead of an
 * endless spinner.
 */
export interface RetryPolicy {
  /** The pause before each retry of a manifest; as many retries as entries. */
  delaysMs: readonly number[];
  /** How long a manifest request may go unanswered before it counts as failed. */
  timeoutMs: number;
  /**
   * The official plugin's `retryTimes` for a remote entry or an exposed module:
   * it counts its own first try, so 2 means up to two retries of a module and
   * three more loads of an entry whose first load had failed.
   */
  scriptRetries: number;
  /** The official plugin's pause between those tries (none before its first). */
  scriptDelayMs: number;
}

export const REMOTE_RETRY_POLICY: RetryPolicy = {
  delaysMs: [100, 300],
  timeoutMs: 8_000,
  scriptRetries: 2,
  scriptDelayMs: 200,
};

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A failure that asking again would not mend. */
class FinalError extends Error {
  constructor(readonly original: unknown) {
    super('not retried', { cause: original });
  }
}

/**
 * Runs `attempt` until it succeeds or every pause of `delaysMs` is spent;
 * rethrows the last error. `onRetry` hears of each retry before its pause.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[],
  wait: (ms: number) => Promise<void> = pause,
  onRetry: () => void = () => undefined,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof FinalError) throw error.original;
      const delay = delaysMs[retry];
      if (delay === undefined) throw error;
      onRetry();
      await wait(delay);
    }
  }
}

/** A server that answers at all but with an error status: worth asking again only when it may pass. */
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** `fetch`, aborted with a `TimeoutError` when no response has come after `timeoutMs`. */
async function fetchWithin(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`${url} did not answer`, 'TimeoutError')),
    timeoutMs,
  );
  // A caller's own signal still aborts the request.
  const abortWithCaller = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) abortWithCaller();
  init.signal?.addEventListener('abort', abortWithCaller, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abortWithCaller);
  }
}

const isTimeout = (error: unknown) =>
  error instanceof DOMException && error.name === 'TimeoutError';

export interface RetryPluginOptions {
  /** How pauses are waited out (tests record them instead). */
  wait?: (ms: number) => Promise<void>;
  /** Hears that a load failed and is being asked for again. */
  onRetry?: () => void;
}

export function createRetryPlugin(
  policy: RetryPolicy,
  { wait = pause, onRetry }: RetryPluginOptions = {},
): ModuleFederationRuntimePlugin {
  // Without a `fetch` option the official plugin would fetch every manifest a second time
  // (the runtime calls each plugin's fetch hook), so only its script hooks are kept.
  const { loadEntryError, getModuleFactory } = RetryPlugin({
    script: { retryTimes: policy.scriptRetries, retryDelay: policy.scriptDelayMs },
  });
  return {
    name: 'club-retry',
    loadEntryError,
    getModuleFactory,
    // The federation manifest: again after a network error or a transient error status.
    async fetch(url, init) {
      return withRetries(
        async () => {
          let response: Response;
          try {
            response = await fetchWithin(url, init, policy.timeoutMs);
          } catch (error) {
            throw isTimeout(error) ? new FinalError(error) : error;
          }
          if (isTransient(response.status)) {
            throw new Error(`${url} answered ${response.status}`);
          }
          return response;
        },
        policy.delaysMs,
        wait,
        onRetry,
      );
    },
  };
}

const retryListeners = new Set<() => void>();
let retried = false;

/**
 * Calls `listener` once, when a remote load first fails and is asked for
 * again (at once if one already has): the moment to fetch what showing a
 * failure needs, while the retries run.
 */
export function onFirstRemoteRetry(listener: () => void): void {
  if (retried) listener();
  else retryListeners.add(listener);
}

function noteRetry(): void {
  if (retried) return;
  retried = true;
  for (const listener of retryListeners) listener();
  retryListeners.clear();
}

/** The plugin the shell's build registers (rsbuild.config.ts, `runtimePlugins`). */
export default function retryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return createRetryPlugin(REMOTE_RETRY_POLICY, { onRetry: noteRetry });
}
