import { MESSAGES } from '@club/shared/contract/messages';
import { Alert } from '@club/shared/ui/alert';
import { Button } from '@club/shared/ui/button';
import { Skeleton } from '@club/shared/ui/skeleton';
import { RotateCw } from 'lucide-react';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { NewsMarquee } from './news-marquee';
import { useNewsCards } from './use-news-cards';
import styles from './news-carousel.module.css';

const SKELETON_CARDS = 4;

function reloadPage(): void {
  window.location.reload();
}

function NewsSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="news-skeleton">
      <VisuallyHidden>
        <span role="status">Loading news…</span>
      </VisuallyHidden>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton height={180} radius={0} />
          <div className={styles.skeletonBody}>
            <Skeleton width="40%" height={14} radius="full" />
            <Skeleton height={20} />
            <Skeleton width="85%" height={20} />
            <Skeleton height={14} />
            <Skeleton width="70%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}

interface NewsCarouselProps {
  /** What Try Again does. Default: reload the page (spec 000 'News carousel'). */
  onRetry?: () => void;
}

/** Cuts: loading skeleton, then the cards, or an error with Try Again. */
export function NewsCarousel({ onRetry = reloadPage }: NewsCarouselProps) {
  const { data, isError } = useNewsCards();

  if (data) {
    if (data.length === 0) {
      return <p className={styles.empty}>No news today yet. Check back soon.</p>;
    }
    return <NewsMarquee cards={data} />;
  }
  if (isError) {
    return (
      <Alert
        tone="error"
        className={styles.error}
        actions={
          <Button variant="secondary" size="sm" icon={<RotateCw />} onClick={onRetry}>
            Try Again
          </Button>
        }
      >
        {MESSAGES.news.publicLoadFailed}
      </Alert>
    );
  }
  return <NewsSkeleton />;
}
