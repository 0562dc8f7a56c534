import { Skeleton } from '@club/ui/skeleton';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { useT } from '../i18n';
import styles from './news-carousel.module.css';

const SKELETON_CARDS = 4;

/** Placeholder cards while the news loads (the shared Skeleton, hidden from AT). */
export function NewsSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} data-testid="news-skeleton">
      <VisuallyHidden>
        <span role="status">{t('marketing.home.news.loading')}</span>
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
