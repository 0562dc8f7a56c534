import { SITE_PARTS } from '@club/contract/site-pages';
import { RemoteMount } from '@club/platform/federation/remote-mount';
import { selectIsAdmin, useSessionStore } from '@club/platform/session/session-store';
import { useT } from '../i18n';
import styles from './cuts-section.module.css';

const { newsManager } = SITE_PARTS;

/**
 * For admins only: the news manager of the news_admin remote. When that remote
 * is down, admins see a one-line notice with Retry and Cuts is unaffected.
 */
export function NewsAdminSlot() {
  const t = useT();
  const isAdmin = useSessionStore(selectIsAdmin);
  if (!isAdmin) return null;
  return (
    <div className={styles.admin} role="group" aria-label={t('marketing.home.news.manage')}>
      <RemoteMount
        remote={newsManager.owner}
        module={newsManager.module}
        size="part"
        fallback={null}
      />
    </div>
  );
}
