import { useId, type ReactNode } from 'react';
import { Button, ButtonLink } from '@club/shared/ui/button';
import { Spinner } from '@club/shared/ui/spinner';
import { paths } from '@club/shared/routes/site-routes';
import type { RouteAccess } from '@club/shared/routes/route-manifest';
import {
  selectHasActiveMembership,
  selectIsAdmin,
  selectIsSignedIn,
  useSessionStore,
} from '@club/shared/session/session-store';
import styles from './access-guard.module.css';

export interface AccessGuardProps {
  children: ReactNode;
  /** Who may see the children (a page's `access` in its route manifest). */
  access: RouteAccess;
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
  const headingId = useId();

  if (access === 'public') return <>{children}</>;

  if (status === 'idle' || status === 'loading') {
    return (
      <div className={styles.checking} role="status" aria-live="polite">
        <Spinner size="lg" decorative />
        <p className={styles.checkingText}>Checking your access…</p>
      </div>
    );
  }

  if (!isSignedIn) {
    return (
      <div className={styles.wrapper}>
        <section className={styles.card} aria-labelledby={headingId}>
          <h1 id={headingId} className={styles.heading}>
            Access Restricted
          </h1>
          <p className={styles.text}>Please log in to view this page.</p>
          <Button onClick={openSignIn}>Login</Button>
        </section>
      </div>
    );
  }

  if (access === 'admin' && !isAdmin) {
    return (
      <div className={styles.wrapper}>
        <section className={styles.card} aria-labelledby={headingId}>
          <h1 id={headingId} className={styles.heading}>
            Admins only
          </h1>
          <p className={styles.text}>This page is for the club&apos;s administrators.</p>
          <ButtonLink to={paths.home()}>Back to home</ButtonLink>
        </section>
      </div>
    );
  }

  if (access === 'member' && !hasMembership) {
    return (
      <div className={styles.wrapper}>
        <section className={styles.card} aria-labelledby={headingId}>
          <h1 id={headingId} className={styles.heading}>
            Upgrade to access
          </h1>
          <p className={styles.text}>
            This page is part of the member area. Choose a membership plan to unlock it.
          </p>
          <ButtonLink to={paths.membership()}>View membership plans</ButtonLink>
        </section>
      </div>
    );
  }

  return <>{children}</>;
}
