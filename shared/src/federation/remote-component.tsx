import {
  Component,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@club/shared/config/runtime-config';

/**
 * Lets one remote render a module of another remote through the shell: remotes
 * never import each other, they ask the loader the shell registered at boot
 * (or that a remote's standalone harness registered for itself).
 */

/** Props of a federated component are unknown at compile time: the module is resolved at run time. */
export type RemoteProps = Readonly<Record<string, unknown>>;
export type RemoteModuleComponent = ComponentType<RemoteProps>;
export type RemoteLoader = (remote: RemoteName, module: string) => Promise<RemoteModuleComponent>;

let currentLoader: RemoteLoader | null = null;
/** Components already loaded with the current loader, so a remount does not flash the fallback. */
const loaded = new Map<string, RemoteModuleComponent>();
const listeners = new Set<() => void>();

/** Registers (or, with null, removes) the function that loads a remote's exposed module. */
export function setRemoteLoader(loader: RemoteLoader | null): void {
  currentLoader = loader;
  loaded.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getLoader(): RemoteLoader | null {
  return currentLoader;
}

const cacheKey = (remote: RemoteName, module: string) => `${remote}/${module}`;

export interface RemoteComponentProps {
  remote: RemoteName;
  /** An exposed module, e.g. './NewsManager'. Its default export is rendered. */
  module: string;
  /** Props passed to the loaded component. */
  props?: RemoteProps;
  /** Shown while the module loads. */
  fallback?: ReactNode;
  /** Shown when there is no loader, or loading or rendering fails. Default: nothing. */
  errorFallback?: ReactNode;
}

interface BoundaryProps {
  fallback: ReactNode;
  remote: string;
  children: ReactNode;
}

/** Keeps a broken remote from taking the host page down with it. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[@club/shared] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; component: RemoteModuleComponent }
  | { status: 'failed' };

interface LoadedRemoteProps {
  loader: RemoteLoader;
  remote: RemoteName;
  module: string;
  props: RemoteProps | undefined;
  fallback: ReactNode;
  errorFallback: ReactNode;
}

/** Functions, classes, and the objects React.memo / forwardRef / lazy return. */
function isComponent(value: unknown): value is RemoteModuleComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

function LoadedRemote({
  loader,
  remote,
  module,
  props,
  fallback,
  errorFallback,
}: LoadedRemoteProps) {
  const [state, setState] = useState<LoadState>(() => {
    const cached = loaded.get(cacheKey(remote, module));
    return cached ? { status: 'ready', component: cached } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let active = true;
    loader(remote, module)
      .then((component) => {
        if (!isComponent(component)) {
          throw new TypeError(`${remote}/${module} did not resolve to a component`);
        }
        if (getLoader() === loader) loaded.set(cacheKey(remote, module), component);
        if (active) setState({ status: 'ready', component });
      })
      .catch((error: unknown) => {
        console.error(`[@club/shared] could not load ${remote}/${module}`, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [loader, remote, module, state.status]);

  if (state.status === 'loading') return <>{fallback}</>;
  if (state.status === 'failed') return <>{errorFallback}</>;
  const Loaded = state.component;
  return (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  );
}

/** Renders `module` of `remote` (its default export) via the registered loader. */
export function RemoteComponent({
  remote,
  module,
  props,
  fallback = null,
  errorFallback = null,
}: RemoteComponentProps) {
  const loader = useSyncExternalStore(subscribe, getLoader, getLoader);
  if (!loader) return <>{errorFallback}</>;
  // The key starts afresh (state and error boundary) when the module or the loader changes.
  const key = `${cacheKey(remote, module)}#${loaderId(loader)}`;
  return (
    <RemoteErrorBoundary key={key} remote={remote} fallback={errorFallback}>
      <LoadedRemote
        loader={loader}
        remote={remote}
        module={module}
        props={props}
        fallback={fallback}
        errorFallback={errorFallback}
      />
    </RemoteErrorBoundary>
  );
}

const loaderIds = new WeakMap<RemoteLoader, number>();
let nextLoaderId = 1;

function loaderId(loader: RemoteLoader): number {
  let id = loaderIds.get(loader);
  if (id === undefined) {
    id = nextLoaderId++;
    loaderIds.set(loader, id);
  }
  return id;
}
