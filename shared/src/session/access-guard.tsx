import { useId, type ReactNode } from 'react';
import { Button, ButtonLink } from '@club/shared/ui/button';
import { Spinner } from '@club/shared/ui/spinner';
import {
  selectHasActiveMembership,
  selectIsSignedIn,
  useSessionStore,
} from '@club/shared/session/session-store';
import styles from './access-guard.module.css';

export const MEMBERSHIP_PATH = '/connect/membership';

export interface AccessGuardProps {
  children: ReactNode;
  /** Also require an active membership of the user's first company. */
  requireMembership?: boolean;
}

/** Renders its children for signed-in users only (and, optionally, members only). */
export function AccessGuard({ children, requireMembership = false }: AccessGuardProps) {
  const status = useSessionStore((state) => state.status);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const hasMembership = useSessionStore(selectHasActiveMembership);
  const openSignIn = useSessionStore((state) => state.openSignIn);
  const headingId = useId();

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

  if (requireMembership && !hasMembership) {
    return (
      <div className={styles.wrapper}>
        <section className={styles.card} aria-labelledby={headingId}>
          <h1 id={headingId} className={styles.heading}>
            Upgrade to access
          </h1>
          <p className={styles.text}>
            This page is part of the member area. Choose a membership plan to unlock it.
          </p>
          <ButtonLink to={MEMBERSHIP_PATH}>View membership plans</ButtonLink>
        </section>
      </div>
    );
  }

  return <>{children}</>;
}
