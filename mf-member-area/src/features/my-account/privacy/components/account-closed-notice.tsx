import { logout } from '@club/platform/api/api-client';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import styles from '../my-privacy-page.module.css';

/**
 * What the member sees once the account is closed. The confirmation is brought
 * into view and focused (on a phone the close panel sat far down the page) and
 * stays until the member leaves: nobody is sent away before reading it. The
 * server has already ended the session; the site forgets it when the member
 * goes home from here or leaves the page.
 */
export function AccountClosedNotice({ message }: { message: string }) {
  const t = useT();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const notice = noticeRef.current;
    if (!notice) return;
    notice.scrollIntoView({ block: 'start' });
    notice.focus({ preventScroll: true });
  }, []);

  // Leaving the page (by any link) ends the local session too.
  useEffect(() => () => useSessionStore.getState().clearSession(), []);

  return (
    <div className={styles.page}>
      <div ref={noticeRef} tabIndex={-1} className={styles.closedNotice}>
        <Alert
          tone="success"
          title={t('member.account.privacy.closed.title')}
          actions={
            <Button variant="secondary" onClick={() => void logout()}>
              {t('member.account.privacy.closed.home')}
            </Button>
          }
        >
          {message}
        </Alert>
      </div>
    </div>
  );
}
