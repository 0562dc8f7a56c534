import { useId, type ReactNode } from 'react';
import { Button, ButtonLink } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { paths } from '@club/contract/site-pages';
import type { RouteAccess } from '@club/platform/routes/route-manifest-format';
import {
  selectHasActiveMembership,
  selectIsAdmin,
  selectIsSignedIn,
  useSessionStore,
} from '@club/platform/session/session-store';
import styles from './access-guard.module.css';
import { usePlatformT } from '@club/platform/platform-messages';

export interface AccessGuardProps {
  children: ReactNode;
  /** Who may see the children (a page's `access` in its route manifest). */
  access: RouteAccess;
}

/**
 * Loads the session again. The session actions bring the API client with them,
 * so they are fetched on the click: most visitors never need them here.
 */
function retryLoadingSession(): void {
  void import('@club/platform/session/session-actions').then(({ loadSession }) => loadSession());
}

/** Why the page is not shown, and what to do about it. */
function GuardNotice({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className={styles.wrapper}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {children}
      </section>
    </div>
  );
}

/**
 * Renders its children only for those the page is meant for: signed-in users,
 * members whose first company has an active membership, or admins.
 */
export function AccessGuard({ children, access }: AccessGuardProps) {
  const status = useSessionStore((state) => state.status);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const hasMembership = useSessionStore(selectHasActiveMembership);
  const isAdmin = useSessionStore(selectIsAdmin);
  const openSignIn = useSessionStore((state) => state.openSignIn);
  const t = usePlatformT();

  if (access === 'public') return <>{children}</>;

  if (status === 'idle' || status === 'loading') {
    return (
      <div className={styles.checking} role="status" aria-live="polite">
        <Spinner size="lg" decorative />
        <p className={styles.checkingText}>{t('platform.access.checking')}</p>
      </div>
    );
  }

  if (status === 'unreachable') {
    return (
      <GuardNotice
        title={t('platform.access.unreachable.title')}
        text={t('platform.access.unreachable.text')}
      >
        <Button onClick={retryLoadingSession}>{t('platform.access.retry')}</Button>
      </GuardNotice>
    );
  }

  if (!isSignedIn) {
    return (
      <GuardNotice
        title={t('platform.access.restricted.title')}
        text={t('platform.access.restricted.sign-in')}
      >
        <Button onClick={() => openSignIn()}>{t('platform.access.login')}</Button>
      </GuardNotice>
    );
  }

  if (access === 'admin' && !isAdmin) {
    return (
      <GuardNotice
        title={t('platform.access.restricted.title')}
        text={t('platform.access.restricted.admin')}
      >
        <ButtonLink to={paths.home()}>{t('platform.access.home')}</ButtonLink>
      </GuardNotice>
    );
  }

  if (access === 'member' && !hasMembership) {
    return (
      <GuardNotice
        title={t('platform.access.membership.title')}
        text={t('platform.access.membership.text')}
      >
        <ButtonLink to={paths.membership()}>{t('platform.access.membership.upgrade')}</ButtonLink>
      </GuardNotice>
    );
  }

  return <>{children}</>;
}
