import { RemoteMount } from '@club/shared/federation/remote-mount';
import { NEWS_ADMIN_ROUTES } from '@club/shared/routes/news-admin-routes';
import { selectIsAdmin, useSessionStore } from '@club/shared/session/session-store';
import styles from './cuts-section.module.css';

const { newsManager } = NEWS_ADMIN_ROUTES.parts;

/**
 * For admins only: the news manager of the news_admin remote. When that remote
 * is down, admins see a one-line notice with Retry and Cuts is unaffected.
 */
export function NewsAdminSlot() {
  const isAdmin = useSessionStore(selectIsAdmin);
  if (!isAdmin) return null;
  return (
    <div className={styles.admin} role="group" aria-label="Manage news">
      <RemoteMount remote="news_admin" module={newsManager.module} size="part" fallback={null} />
    </div>
  );
}
