import { CLUB_NAME } from '@club/contract/copy/club';
import { useSessionStore } from '@club/platform/session/session-store';
import { Spinner } from '@club/ui/spinner';
import { BadgeCheck, Handshake, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath } from './after-sign-in-path';
import { SignInFlow } from './components/sign-in-flow';
import type { CodeSent } from './components/request-code-step';
import { codeFromSignInLink, hasSignInLink, withoutSignInLink } from './components/sign-in-link';
import styles from './components/sign-in.module.css';
import { paths } from '@club/contract/site-pages';

/**
 * The sign-in link of a code the club's staff sent, read once when the page
 * opens; the address then loses it (the history entry is replaced), so the
 * nonce stays neither in the history nor in a bookmark. It is never logged.
 */
function useSignInLink(): CodeSent | undefined {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => codeFromSignInLink(search) ?? undefined);
  const carriesLink = hasSignInLink(search);
  useEffect(() => {
    if (!carriesLink) return;
    const rest = withoutSignInLink(search).toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [carriesLink, search, location, navigate]);
  return code;
}

/**
 * /signin: the shared sign-in screen. Signed-in visitors move on at once. With
 * a sign-in link (see useSignInLink) it opens at the code step for its address.
 */
export function SignInPage() {
  const status = useSessionStore((state) => state.status);
  const profile = useSessionStore((state) => state.profile);
  const navigate = useNavigate();
  const linkedCode = useSignInLink();

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
            initialCode={linkedCode}
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
