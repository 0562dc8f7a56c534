import { useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { emitSiteEvent } from '@club/platform/events/site-events';
import { Button } from '@club/ui/button';
import { Modal } from '@club/ui/modal';
import { deleteNews } from './api/news-requests';
import { NewsForm } from './components/news-form';
import { NewsList } from './components/news-list';
import { NEWS_LIST_KEY, newsListQuery } from './queries';
import styles from './news-manager.module.css';

/** The Manage button and the full-screen news manager behind it (admins only). */
export default function NewsManager() {
  const [open, setOpen] = useState(false);
  const manageRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const news = useInfiniteQuery({ ...newsListQuery, enabled: open });
  const items = news.data?.pages.flatMap((page) => page.items);
  const total = news.data?.pages[0]?.total;

  // The list and the home page's Cuts carousel both show the change without a reload.
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: NEWS_LIST_KEY });
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
            items={items}
            total={total}
            loading={news.isPending}
            failed={news.isError && !news.isFetchNextPageError}
            onRetry={() => void news.refetch()}
            hasMore={news.hasNextPage}
            loadingMore={news.isFetchingNextPage}
            loadMoreFailed={news.isFetchNextPageError}
            onLoadMore={() => void news.fetchNextPage()}
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
