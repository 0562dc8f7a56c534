import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { emitSiteEvent } from '@club/shared/events/site-events';
import { Button } from '@club/shared/ui/button';
import { Modal } from '@club/shared/ui/modal';
import { deleteNews, fetchAudit, fetchNews } from './api/news-requests';
import { NewsForm } from './components/news-form';
import { NewsList } from './components/news-list';
import styles from './news-manager.module.css';

const NEWS_KEY = ['news-admin', 'list'] as const;
const AUDIT_KEY = ['news-admin', 'audit'] as const;

/** The Manage button and the full-screen news manager behind it (admins only). */
export default function NewsManager() {
  const [open, setOpen] = useState(false);
  const manageRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const news = useQuery({ queryKey: NEWS_KEY, queryFn: fetchNews, enabled: open });
  const audit = useQuery({ queryKey: AUDIT_KEY, queryFn: fetchAudit, enabled: open });

  const changed = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
    emitSiteEvent('newsUpdated', undefined);
  };

  const close = () => {
    setOpen(false);
    // Focus goes back to the button that opened the manager.
    requestAnimationFrame(() => manageRef.current?.focus());
  };

  return (
    <>
      <Button
        ref={manageRef}
        variant="secondary"
        icon={<Newspaper size={18} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Manage
      </Button>
      <Modal open={open} onClose={close} title="News Manager" size="full" closeOnBackdrop>
        <div className={styles.layout}>
          <NewsForm onCreated={() => void changed()} />
          <NewsList
            items={news.data?.items}
            audit={audit.data?.items ?? []}
            loading={news.isPending && open}
            failed={news.isError}
            onRetry={() => void news.refetch()}
            onDelete={async (id) => {
              await deleteNews(id);
              await changed();
            }}
          />
        </div>
      </Modal>
    </>
  );
}
