import { CLUB_NAME } from '@club/contract/copy/club';
import { useSessionStore } from '@club/platform/session/session-store';
import { Spinner } from '@club/ui/spinner';
import { BadgeCheck, Handshake, ShieldCheck } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { afterSignInPath } from './after-sign-in-path';
import { SignInFlow } from './components/sign-in-flow';
import styles from './components/sign-in.module.css';
import { paths } from '@club/contract/site-pages';

/** /signin: the shared sign-in screen. Signed-in visitors move on at once. */
export function SignInPage() {
  const status = useSessionStore((state) => state.status);
  const profile = useSessionStore((state) => state.profile);
  const navigate = useNavigate();

  if (status === 'idle' || status === 'loading') {
    return (
      <div className={styles.pageLoading}>
        <Spinner size="lg" label="Checking your session" />
      </div>
    );
  }
  if (status === 'authenticated') return <Navigate to={afterSignInPath(profile)} replace />;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.brandPanel}>
          <p className={styles.eyebrow}>{CLUB_NAME}</p>
          <p className={styles.brandTitle}>Your network of makers and service partners.</p>
          <ul className={styles.benefits}>
            <li>
              <Handshake size={20} aria-hidden="true" /> Leads from verified member companies
            </li>
            <li>
              <BadgeCheck size={20} aria-hidden="true" /> A profile buyers and partners trust
            </li>
            <li>
              <ShieldCheck size={20} aria-hidden="true" /> No passwords: a one-time code each time
            </li>
          </ul>
        </aside>
        <section className={styles.formPanel} aria-labelledby="signin-heading">
          <h1 id="signin-heading" className={styles.pageTitle}>
            Welcome Back
          </h1>
          <p className={styles.pageLead}>Sign in with a one-time code sent to you.</p>
          <SignInFlow
            onSignedIn={(signedInProfile, { verifyMobileNext }) =>
              navigate(verifyMobileNext ? paths.myProfile() : afterSignInPath(signedInProfile), {
                replace: true,
              })
            }
          />
          <p className={styles.register}>
            New to the club? <Link to={paths.membership()}>Register your business</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
