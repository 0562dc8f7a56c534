import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The federation runtime's instance on this page, as its hooks hand it over. */
type FederationHost = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['afterResolve']>
>[0]['origin'];

/**
 * The key of a remote's federation manifest (in its `metaData`) that names
 * the shared modules each exposed module needs; written by the remote's build
 * (EXPOSE_SHARES_KEY of shared/build/create-app-config.ts).
 */
export const EXPOSE_SHARES_KEY = 'exposeShares';

interface RemoteShares {
  /** Exposed module (`./MyAccountPage`) → the shared modules it needs. */
  exposes: Record<string, readonly string[]>;
  /** Shared module → the version the remote was built with. */
  versions: Map<string, string | undefined>;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** What a fetched federation manifest says about its exposed modules' shared modules. */
export function readRemoteShares(manifest: unknown): RemoteShares | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { metaData, shared } = manifest as { metaData?: unknown; shared?: unknown };
  const listed =
    typeof metaData === 'object' && metaData !== null
      ? (metaData as Record<string, unknown>)[EXPOSE_SHARES_KEY]
      : undefined;
  if (typeof listed !== 'object' || listed === null) return null;
  const exposes = Object.fromEntries(
    Object.entries(listed).filter((entry): entry is [string, string[]] => isStringList(entry[1])),
  );
  const versions = new Map<string, string | undefined>();
  for (const item of Array.isArray(shared) ? (shared as unknown[]) : []) {
    const { name, version } = (item ?? {}) as { name?: unknown; version?: unknown };
    if (typeof name === 'string') {
      versions.set(name, typeof version === 'string' ? version : undefined);
    }
  }
  return { exposes, versions };
}

/**
 * Starts loading the shared modules a remote's exposed module needs as soon
 * as the remote's manifest is known, alongside its entry and the module's own
 * chunks (which the federation runtime preloads from the manifest), instead
 * of when the module's chunks have run and ask for them: one round fewer
 * before the page shows. Only the modules this page provides at the very
 * version the remote was built with are started (the copies the remote will
 * use); a remote built with another version resolves its own, as before.
 */
export function exposeSharesPreloadPlugin(): ModuleFederationRuntimePlugin {
  const remotes = new Map<string, RemoteShares>();
  /** Exposed modules asked for before their remote's manifest had arrived, by remote. */
  const waiting = new Map<string, Set<string>>();
  const started = new Set<string>();
  const start = (origin: FederationHost, remote: string, expose: string) => {
    const shares = remotes.get(remote);
    if (!shares || started.has(`${remote}/${expose}`)) return;
    started.add(`${remote}/${expose}`);
    for (const name of shares.exposes[expose] ?? []) {
      const provided = origin.options.shared[name]?.[0]?.version;
      if (!provided || shares.versions.get(name) !== provided) continue;
      // A failure here is met again, and reported, where the remote asks for the module.
      origin.loadShare(name).catch(() => undefined);
    }
  };
  return {
    name: 'club-expose-shares-preload',
    afterMatchRemote(args) {
      const { remoteInfo, expose } = args;
      if (remoteInfo && expose && !remotes.has(remoteInfo.name)) {
        waiting.set(remoteInfo.name, (waiting.get(remoteInfo.name) ?? new Set()).add(expose));
      }
    },
    // As soon as the manifest is read: before the runtime asks for the entry and the module's chunks.
    afterLoadManifest({ moduleInfo, manifestJson, origin }) {
      const shares = readRemoteShares(manifestJson);
      if (shares) remotes.set(moduleInfo.name, shares);
      else remotes.delete(moduleInfo.name);
      for (const expose of waiting.get(moduleInfo.name) ?? [])
        start(origin, moduleInfo.name, expose);
      waiting.delete(moduleInfo.name);
    },
    afterResolve(args) {
      start(args.origin, args.remoteInfo.name, args.expose);
      return args;
    },
  };
}
