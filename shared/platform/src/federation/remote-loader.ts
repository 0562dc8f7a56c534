import type { ComponentType } from 'react';
import type { RemoteName } from '@club/platform/config/runtime-config';

/**
 * The one place where the page loads modules of other remotes: pages (through
 * the shell's routes) and embedded parts (the news manager on the home page).
 * It keeps one cache and one record of failed remotes for the whole page, so
 * it is shared as a singleton. How a module is fetched (the federation
 * runtime, with its retries and stand-in module) is registered by the shell at
 * boot, or by a remote's standalone harness.
 */

/** Props of a federated component are unknown at compile time: the module is resolved at run time. */
export type RemoteProps = Readonly<Record<string, unknown>>;
export type RemoteModuleComponent = ComponentType<RemoteProps>;

export interface RemoteModuleSource {
  /** Fetches `module` of `remote` (e.g. `./NewsManager`); resolves to the module object. */
  load: (remote: RemoteName, module: string) => Promise<unknown>;
  /** Makes the next load of a remote that failed start from scratch (fetch its entry again). */
  reset?: (remote: RemoteName) => void;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`Remote "${remote}" is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let source: RemoteModuleSource | null = null;
const loading = new Map<string, Promise<RemoteModuleComponent>>();
const failedRemotes = new Set<RemoteName>();
const listeners = new Set<() => void>();

/** Registers (or, with null, removes) how remote modules are fetched; forgets every load. */
export function setRemoteModuleSource(next: RemoteModuleSource | null): void {
  source = next;
  loading.clear();
  failedRemotes.clear();
  for (const listener of listeners) listener();
}

export function getRemoteModuleSource(): RemoteModuleSource | null {
  return source;
}

export function subscribeRemoteModuleSource(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Functions, classes, and the objects React.memo / forwardRef / lazy return. */
function isComponent(value: unknown): value is RemoteModuleComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

function defaultExport(loaded: unknown): unknown {
  return typeof loaded === 'object' && loaded !== null && 'default' in loaded
    ? loaded.default
    : undefined;
}

/**
 * Writes a settled load's result on the promise the way React's `use` reads
 * it (`status`, `value`), so a page whose module has already arrived renders
 * at once instead of suspending for a tick: the app hydrates a prerendered
 * page in one pass once the boot has loaded its module.
 */
export function markWhenFulfilled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined,
  );
  return promise;
}

/**
 * The default export of `remote/module`, loaded once: concurrent and later
 * callers share the promise. A failed load is forgotten, so the next call
 * tries again; it rejects with a `RemoteUnavailableError`.
 */
export function loadRemoteComponent(
  remote: RemoteName,
  module: string,
): Promise<RemoteModuleComponent> {
  const id = `${remote}/${module}`;
  const cached = loading.get(id);
  if (cached) return cached;
  const current = source;
  const promise = (async () => {
    if (!current) throw new RemoteUnavailableError(remote, new Error('No remote loader'));
    let loaded: unknown;
    try {
      loaded = await current.load(remote, module);
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
    const component = defaultExport(loaded);
    if (!isComponent(component)) {
      throw new RemoteUnavailableError(remote, new TypeError(`${id} has no default component`));
    }
    failedRemotes.delete(remote);
    return component;
  })();
  loading.set(id, promise);
  markWhenFulfilled(promise);
  promise.catch(() => {
    if (loading.get(id) === promise) loading.delete(id);
    failedRemotes.add(remote);
  });
  return promise;
}

/** Warms a remote module, e.g. when a link to its page is hovered. Errors are ignored. */
export function preloadRemoteComponent(remote: RemoteName, module: string): void {
  loadRemoteComponent(remote, module).catch(() => undefined);
}

/**
 * Retry: forgets the failed loads of a remote and lets the source start from
 * scratch, so the next load really fetches the remote again.
 */
export function retryRemote(remote: RemoteName): void {
  if (!failedRemotes.has(remote)) return;
  failedRemotes.delete(remote);
  for (const id of [...loading.keys()]) if (id.startsWith(`${remote}/`)) loading.delete(id);
  source?.reset?.(remote);
}
