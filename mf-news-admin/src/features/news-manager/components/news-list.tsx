import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { AuditEntry, NewsItem } from '@club/shared/contract/news';
import { NEWS_VALIDATION_MESSAGES } from '@club/shared/contract/news';
import { formatDateIN } from '@club/shared/format/date';
import { Alert } from '@club/shared/ui/alert';
import { Button } from '@club/shared/ui/button';
import { Spinner } from '@club/shared/ui/spinner';
import styles from '../news-manager.module.css';

export const LIST_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this news item?',
  deleteFailed: 'Failed to delete news. Please try again.',
  loadFailed: 'Failed to load news. Please try again.',
} as const;

/** A picture that failed to load becomes a tile with the title's initial and the first tag. */
function Thumbnail({ item }: { item: NewsItem }) {
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
  items: NewsItem[] | undefined;
  audit: AuditEntry[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onDelete: (id: string) => Promise<void>;
}

export function NewsList({ items, audit, loading, failed, onRetry, onDelete }: NewsListProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const addedBy = new Map(
    audit
      .filter((entry) => entry.action === 'news.create')
      .map((entry) => [entry.subjectId, entry]),
  );

  const remove = async (id: string) => {
    if (!window.confirm(LIST_MESSAGES.confirmDelete)) return;
    setNotice(null);
    setDeleting(id);
    try {
      await onDelete(id);
    } catch {
      setNotice(LIST_MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className={styles.list} aria-labelledby="current-news-title">
      <h3 id="current-news-title" className={styles.columnTitle}>
        Current News ({items?.length ?? 0})
      </h3>
      {notice ? (
        <Alert tone="error" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
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
      {items && items.length === 0 ? <p className={styles.hint}>No news yet.</p> : null}
      <ul className={styles.items}>
        {items?.map((item) => {
          const created = addedBy.get(item.id);
          return (
            <li key={item.id} className={styles.item}>
              <Thumbnail item={item} />
              <div className={styles.itemBody}>
                <h4 className={styles.itemTitle}>{item.title}</h4>
                <p className={styles.meta}>
                  {created
                    ? `Added by ${created.actorEmail} on ${formatDateIN(created.createdAt)}`
                    : formatDateIN(item.createdAt)}
                </p>
                {item.tags.length > 0 ? (
                  <p className={styles.meta}>{item.tags.join(' · ')}</p>
                ) : null}
              </div>
              <div className={styles.itemActions}>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Pencil size={16} aria-hidden="true" />}
                  onClick={() => setNotice(NEWS_VALIDATION_MESSAGES.editingNotSupported)}
                  aria-label={`Edit ${item.title}`}
                >
                  Edit
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  loading={deleting === item.id}
                  onClick={() => void remove(item.id)}
                  aria-label={`Delete ${item.title}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
