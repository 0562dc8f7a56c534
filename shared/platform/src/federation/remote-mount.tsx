import {
  Component,
  createElement,
  lazy,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@club/platform/config/runtime-config';
import {
  getRemoteModuleSource,
  loadRemoteComponent,
  retryRemote,
  subscribeRemoteModuleSource,
  type RemoteModuleComponent,
  type RemoteProps,
} from '@club/platform/federation/remote-loader';
import { Spinner } from '@club/ui/spinner';
import styles from './remote-mount.module.css';
import type * as StandInModule from '@club/platform/federation/remote-unavailable';
import { usePlatformT } from '@club/platform/platform-messages';

export type RemoteMountSize = StandInModule.RemoteMountSize;

interface BoundaryProps {
  remote: RemoteName;
  unavailable: ReactNode;
  children: ReactNode;
}

/** Whatever goes wrong while a remote loads or renders stays inside its mount. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.unavailable : this.props.children;
  }
}

let standInLoad: Promise<typeof StandInModule> | null = null;
let LoadedStandIn: (typeof StandInModule)['default'] | null = null;

function loadStandIn(): Promise<typeof StandInModule> {
  standInLoad ??= import('@club/platform/federation/remote-unavailable').then(
    (loaded) => {
      LoadedStandIn = loaded.default;
      return loaded;
    },
    (error: unknown) => {
      // The next call asks again.
      standInLoad = null;
      throw error;
    },
  );
  return standInLoad;
}

/**
 * Fetches the stand-in ahead of need, e.g. when a remote's first load failed
 * and is being retried, so that it shows the moment the retries give up.
 * Errors are left for the stand-in's own load to meet.
 */
export function preloadRemoteUnavailable(): void {
  loadStandIn().catch(() => undefined);
}

const LazyStandIn = lazy(loadStandIn);

/**
 * What a visitor sees where a remote could not be shown, with a Retry. Most
 * pages never need it, so it (and its icons) loads when a remote fails, or
 * ahead of that when a remote's first load fails (preloadRemoteUnavailable);
 * the shell's own server is still there to send it. Once loaded it renders at
 * once, without a round through Suspense.
 */
function RemoteUnavailable(props: { size: RemoteMountSize; onRetry: () => void }) {
  return LoadedStandIn ? <LoadedStandIn {...props} /> : <LazyStandIn {...props} />;
}

function LoadedRemote({
  load,
  props,
}: {
  load: Promise<RemoteModuleComponent>;
  props: RemoteProps | undefined;
}) {
  // The same component for every render of this load: the loader caches it per module.
  return createElement(use(load), props);
}

/**
 * Calls `onShown` once its Suspense boundary has committed: the module's content is on
 * screen. A wrapper with one child, not a sibling, so the page's `useId`s (and with them the
 * prerendered HTML's ids) stay what they are without it.
 */
function Shown({ onShown, children }: { onShown: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}

/**
 * A key that stays the same while `props` holds the same values, when they are all plain
 * values (a route's parameters); null when one is an object or a function, which only its
 * identity can compare.
 */
function primitiveKey(props: RemoteProps | undefined): string | null {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(props ?? {})) {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null)) return null;
    parts.push(`${name}\u0000${typeof value}\u0000${String(value)}`);
  }
  return parts.join('\u0001');
}

export interface RemoteMountProps {
  remote: RemoteName;
  /** An exposed module, e.g. './NewsManager'. Its default export is rendered. */
  module: string;
  /** Props passed to the loaded component. */
  props?: RemoteProps;
  size?: RemoteMountSize;
  /** Shown while the module loads; a spinner by default. */
  fallback?: ReactNode;
  /**
   * The first load starts only once this settles (a prerendered page whose code starts when
   * the visitor heads for it): until then a server-rendered page stays the server's HTML.
   * Retries do not wait.
   */
  startWhen?: Promise<unknown> | undefined;
  /** Called once the module's content is on screen (rendered or hydrated); keep it stable. */
  onShown?: (() => void) | undefined;
}

/**
 * Mounts the default export of a remote's module: fetched the first time it
 * is shown (once for the whole page), with a loading state, and, when the
 * remote cannot be loaded or fails while rendering, a stand-in with Retry that
 * fetches the remote again. The rest of the page is never affected.
 */
export function RemoteMount({
  remote,
  module,
  props,
  size = 'page',
  fallback,
  startWhen,
  onShown,
}: RemoteMountProps) {
  const t = usePlatformT();
  const source = useSyncExternalStore(
    subscribeRemoteModuleSource,
    getRemoteModuleSource,
    getRemoteModuleSource,
  );
  // One load per mount, per Retry and per registered source: a failed load
  // stays failed (and shown as such) until the visitor retries.
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    source,
    load: startWhen
      ? startWhen.then(
          () => loadRemoteComponent(remote, module),
          () => loadRemoteComponent(remote, module),
        )
      : loadRemoteComponent(remote, module),
  }));
  const current =
    attempt.source === source
      ? attempt
      : { count: attempt.count + 1, source, load: loadRemoteComponent(remote, module) };
  if (current !== attempt) setAttempt(current);

  const retry = () => {
    retryRemote(remote);
    setAttempt((previous) => ({
      count: previous.count + 1,
      source: previous.source,
      load: loadRemoteComponent(remote, module),
    }));
  };
  const propsKey = primitiveKey(props);
  // The same element for as long as the load and the props' values are the same: a re-render
  // of the page around a remote whose prerendered HTML is still hydrating (the published route
  // table arriving on a slow phone, say) must not reach its Suspense boundary, or React throws
  // the server's HTML away and draws the page afresh.
  const content = useMemo(
    () => (
      <Suspense
        fallback={
          fallback !== undefined ? (
            fallback
          ) : (
            <div className={size === 'page' ? styles.loading : undefined}>
              <Spinner
                size={size === 'page' ? 'lg' : 'md'}
                label={t(
                  size === 'page'
                    ? 'platform.remote-mount.loading-page'
                    : 'platform.remote-mount.loading',
                )}
              />
            </div>
          )
        }
      >
        <Shown onShown={onShown}>
          <LoadedRemote load={current.load} props={props} />
        </Shown>
      </Suspense>
    ),
    // `props` by value when its values are plain (propsKey), else by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current.load, propsKey ?? props, fallback, size, t, onShown],
  );

  return (
    <div className={styles.slot} data-remote={remote} data-remote-module={module}>
      <RemoteErrorBoundary
        key={current.count}
        remote={remote}
        unavailable={
          <Suspense fallback={null}>
            <RemoteUnavailable size={size} onRetry={retry} />
          </Suspense>
        }
      >
        {content}
      </RemoteErrorBoundary>
    </div>
  );
}
