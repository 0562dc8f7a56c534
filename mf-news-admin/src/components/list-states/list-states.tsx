import type { ReactNode } from 'react';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { EmptyState } from '@/components/empty-state/empty-state';
import styles from './list-states.module.css';

interface ListStatesProps {
  /** What is listed, in the plural: "inquiries". */
  noun: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The list is loaded and holds nothing. */
  empty: boolean;
  emptyText: ReactNode;
  /** The list (shown once loaded, with Load more under it when another page follows). */
  children: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/**
 * A back-office list with its loading, error and empty states and the Load
 * more button of a cursor-paginated list. The region is busy while it loads,
 * so screen readers wait for the rows.
 */
export function ListStates({
  noun,
  loading,
  failed,
  onRetry,
  empty,
  emptyText,
  children,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: ListStatesProps) {
  if (loading) {
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner label={`Loading ${noun}`} />
      </div>
    );
  }
  if (failed) {
    return (
      <Alert
        tone="error"
        title={`The ${noun} could not be loaded.`}
        actions={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Please check your connection and try again.
      </Alert>
    );
  }
  if (empty) {
    return <EmptyState announce>{emptyText}</EmptyState>;
  }
  return (
    <div className={styles.list}>
      {children}
      {loadMoreFailed ? (
        <Alert tone="error">More {noun} could not be loaded. Please try again.</Alert>
      ) : null}
      {hasMore ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? `Loading more ${noun}…` : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
