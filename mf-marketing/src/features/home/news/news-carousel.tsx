import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { RotateCw } from 'lucide-react';
import { NewsMarquee } from './news-marquee';
import { NewsSkeleton } from './news-skeleton';
import { useNewsCards } from './use-news-cards';
import { useT } from './i18n';
import styles from './news-carousel.module.css';

function reloadPage(): void {
  window.location.reload();
}

interface NewsCarouselProps {
  /** What Try Again does. Default: reload the page (spec 000 'News carousel'). */
  onRetry?: () => void;
}

/** Cuts: loading skeleton, then the cards, or an error with Try Again. */
export function NewsCarousel({ onRetry = reloadPage }: NewsCarouselProps) {
  const t = useT();
  const { data, isError } = useNewsCards();

  if (data) {
    if (data.length === 0) {
      return <p className={styles.empty}>{t('marketing.home.news.empty')}</p>;
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
            {t('marketing.home.news.tryAgain')}
          </Button>
        }
      >
        {t('marketing.home.news.loadFailed')}
      </Alert>
    );
  }
  return <NewsSkeleton />;
}
