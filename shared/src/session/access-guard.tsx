import { useId, type ReactNode } from 'react';
import { Button, ButtonLink } from '@club/shared/ui/button';
import { Spinner } from '@club/shared/ui/spinner';
import { loadSession } from '@club/shared/session/session-actions';
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

/** What the guard shows instead of the page: a heading, a line and one action. */
function GuardCard({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  const headingId = useId();
  return (
    <div className={styles.wrapper}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {action}
      </section>
    </div>
  );
}

/** Renders its children for signed-in users only (and, optionally, members only). */
export function AccessGuard({ children, requireMembership = false }: AccessGuardProps) {
  const status = useSessionStore((state) => state.status);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const hasMembership = useSessionStore(selectHasActiveMembership);
  const openSignIn = useSessionStore((state) => state.openSignIn);

  if (status === 'idle' || status === 'loading') {
    return (
      <div className={styles.checking} role="status" aria-live="polite">
        <Spinner size="lg" decorative />
        <p className={styles.checkingText}>Checking your access…</p>
      </div>
    );
  }

  if (status === 'unreachable') {
    return (
      <GuardCard
        title="The server cannot be reached"
        text="You are still signed in, but your account could not be loaded. Check your connection and try again."
        action={<Button onClick={() => void loadSession()}>Retry</Button>}
      />
    );
  }

  if (!isSignedIn) {
    return (
      <GuardCard
        title="Access Restricted"
        text="Please log in to view this page."
        action={<Button onClick={openSignIn}>Login</Button>}
      />
    );
  }

  if (requireMembership && !hasMembership) {
    return (
      <GuardCard
        title="Upgrade to access"
        text="This page is part of the member area. Choose a membership plan to unlock it."
        action={<ButtonLink to={MEMBERSHIP_PATH}>View membership plans</ButtonLink>}
      />
    );
  }

  return <>{children}</>;
}
