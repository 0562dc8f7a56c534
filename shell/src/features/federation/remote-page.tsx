import type { RemoteName } from '@club/shared/config/runtime-config';
import { Spinner } from '@club/shared/ui/spinner';
import { Suspense, use, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteModule, resetFailedRemote, type RemotePageModule } from './remote-modules';
import styles from './remote-page.module.css';

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  props?: Record<string, string>;
}

interface RemotePageContentProps {
  load: Promise<RemotePageModule>;
  props?: Record<string, string>;
}

function RemotePageContent({ load, props }: RemotePageContentProps) {
  const { default: Page } = use(load);
  return <Page {...props} />;
}

/**
 * Mounts one page of a remote. The remote's code is fetched the first time the
 * page is shown; Retry drops the failed load and fetches everything again.
 */
export function RemotePage({ remote, module, props }: RemotePageProps) {
  // One load per mount and per Retry: a failed load stays failed (and shown as
  // such) until the visitor retries or comes back to the page.
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    load: loadRemoteModule(remote, module),
  }));
  const retry = () => {
    resetFailedRemote(remote);
    setAttempt((current) => ({ count: current.count + 1, load: loadRemoteModule(remote, module) }));
  };

  return (
    <RemoteErrorBoundary key={attempt.count} remote={remote} onRetry={retry}>
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner size="lg" label="Loading page" />
          </div>
        }
      >
        <RemotePageContent load={attempt.load} {...(props ? { props } : {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
