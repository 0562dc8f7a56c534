import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminNewsItem } from '@club/contract/news';
import { NEWS_VALIDATION_MESSAGES } from '@club/contract/news';
import { formatIndianDate } from '@club/contract/india-time/format';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { ConfirmDialog } from '@club/ui/confirm-dialog';
import { MessageDialog } from '@club/ui/message-dialog';
import { Spinner } from '@club/ui/spinner';
import styles from '../news-manager.module.css';

export const LIST_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this news item?',
  deleteFailed: 'Failed to delete news. Please try again.',
  loadFailed: 'Failed to load news. Please try again.',
} as const;

/** A picture that failed to load becomes a tile with the title's initial and the first tag. */
function Thumbnail({ item }: { item: AdminNewsItem }) {
  const [broken, setBroken] = useState(false);
  if (!item.imageUrl || broken) {
    return (
      <div className={styles.tile} aria-hidden="true">
        <span className={styles.tileInitial}>{item.title.charAt(0).toUpperCase()}</span>
        <span className={styles.tileCategory}>{item.tags[0] ?? 'News'}</span>
      </div>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={item.imageUrl}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

export interface NewsListProps {
  items: AdminNewsItem[] | undefined;
  /** How many live items there are, loaded or not. */
  total: number | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onDelete: (id: string) => Promise<void>;
}

export function NewsList({
  items,
  total,
  loading,
  failed,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  onDelete,
}: NewsListProps) {
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // The item whose deletion waits for an answer in the confirm dialog.
  const [asking, setAsking] = useState<AdminNewsItem | null>(null);

  const remove = async (id: string) => {
    setAsking(null);
    setDeleting(id);
    try {
      await onDelete(id);
    } catch {
      setMessage({ text: LIST_MESSAGES.deleteFailed, tone: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className={styles.list} aria-labelledby="current-news-title" aria-busy={loading}>
      <h3 id="current-news-title" className={styles.columnTitle}>
        Current News{total === undefined ? '' : ` (${total})`}
      </h3>
      {loading ? <Spinner label="Loading news" /> : null}
      {failed ? (
        <Alert
          tone="error"
          actions={
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {LIST_MESSAGES.loadFailed}
        </Alert>
      ) : null}
      {items && items.length === 0 ? (
        <p className={styles.hint}>No news yet. Items you add appear here and in Cuts.</p>
      ) : null}
      <ul className={styles.items}>
        {items?.map((item) => (
          <li key={item.id} className={styles.item}>
            <Thumbnail item={item} />
            <div className={styles.itemBody}>
              <h4 className={styles.itemTitle}>{item.title}</h4>
              <p className={styles.meta}>
                {item.addedBy
                  ? `Added by ${item.addedBy} on ${formatIndianDate(item.createdAt)}`
                  : `Added on ${formatIndianDate(item.createdAt)}`}
              </p>
              {item.tags.length > 0 ? <p className={styles.meta}>{item.tags.join(' · ')}</p> : null}
            </div>
            <div className={styles.itemActions}>
              <Button
                variant="ghost"
                size="sm"
                icon={<Pencil size={16} aria-hidden="true" />}
                onClick={() =>
                  setMessage({ text: NEWS_VALIDATION_MESSAGES.editingNotSupported, tone: 'info' })
                }
                aria-label={`Edit ${item.title}`}
              >
                Edit
              </Button>
              <Button
                variant="danger"
                size="sm"
                icon={<Trash2 size={16} aria-hidden="true" />}
                loading={deleting === item.id}
                onClick={() => setAsking(item)}
                aria-label={`Delete ${item.title}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {loadMoreFailed ? <Alert tone="error">{LIST_MESSAGES.loadFailed}</Alert> : null}
      {hasMore || loadMoreFailed ? (
        <Button
          variant="secondary"
          className={styles.loadMore}
          loading={loadingMore}
          onClick={onLoadMore}
        >
          Load more
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        message={LIST_MESSAGES.confirmDelete}
        detail={asking?.title}
        confirmLabel="Delete"
        onConfirm={() => {
          if (asking) void remove(asking.id);
        }}
        onCancel={() => setAsking(null)}
      />
      <MessageDialog
        open={message !== null}
        message={message?.text}
        tone={message?.tone}
        onClose={() => setMessage(null)}
      />
    </section>
  );
}
