import { RemoteComponent } from '@club/shared/federation/remote-component';
import { selectIsAdmin, useSessionStore } from '@club/shared/session/session-store';
import styles from './cuts-section.module.css';

/**
 * For admins only: the news manager of the news_admin remote. When that remote
 * is missing or down, RemoteComponent renders nothing and Cuts is unaffected.
 */
export function NewsAdminSlot() {
  const isAdmin = useSessionStore(selectIsAdmin);
  if (!isAdmin) return null;
  return (
    <div className={styles.admin} role="group" aria-label="Manage news">
      <RemoteComponent remote="news_admin" module="./NewsManager" fallback={null} />
    </div>
  );
}
