import { CLUB_NAME } from '@club/contract/copy/club';
import { useSessionStore } from '@club/platform/session/session-store';
import { Spinner } from '@club/ui/spinner';
import { BadgeCheck, Handshake, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath } from './after-sign-in-path';
import { SignInFlow } from './components/sign-in-flow';
import type { CodeSent } from './components/request-code-step';
import styles from './components/sign-in.module.css';
import { paths, SIGN_IN_LINK_PARAMS, SIGN_IN_RETURN_PARAM } from '@club/contract/site-pages';
import { withTags } from '@club/ui/i18n';
import { useT } from '@/features/auth/i18n';

function hasSignInLink(search: URLSearchParams): boolean {
  return search.has(SIGN_IN_LINK_PARAMS.nonce) || search.has(SIGN_IN_LINK_PARAMS.email);
}

/**
 * The sign-in link of a code the club's staff sent, read once when the page
 * opens; the address then loses it (the history entry is replaced), so the
 * nonce stays neither in the history nor in a bookmark. It is never logged.
 * Its reader (which checks the address with the contract's schema) is loaded
 * only for such an address: `reading` until it has been read.
 */
function useSignInLink(): { reading: boolean; code: CodeSent | undefined } {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [read, setRead] = useState<{ code: CodeSent | undefined } | null>(null);
  const carriesLink = hasSignInLink(search);
  useEffect(() => {
    if (!carriesLink) return;
    let current = true;
    import('./components/sign-in-link')
      .then(({ codeFromSignInLink, withoutSignInLink }) => {
        if (!current) return;
        setRead({ code: codeFromSignInLink(search) ?? undefined });
        const rest = withoutSignInLink(search).toString();
        navigate(
          { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
          { replace: true, state: location.state },
        );
      })
      // Without its reader the link is ignored: the page offers the usual sign-in.
      .catch(() => current && setRead({ code: undefined }));
    return () => {
      current = false;
    };
  }, [carriesLink, search, location, navigate]);
  return { reading: carriesLink && read === null, code: read?.code };
}

/**
 * /signin: the shared sign-in screen. Signed-in visitors move on at once (see
 * afterSignInPath for where). With
 * a sign-in link (see useSignInLink) it opens at the code step for its address.
 */
export function SignInPage() {
  const t = useT();
  const status = useSessionStore((state) => state.status);
  const profile = useSessionStore((state) => state.profile);
  const navigate = useNavigate();
  const link = useSignInLink();
  const [search] = useSearchParams();
  // The page the visitor came from (the header's Sign In link names it); checked before use.
  const returnTo = search.get(SIGN_IN_RETURN_PARAM);

  if (status === 'idle' || status === 'loading' || link.reading) {
    return (
      <div className={styles.pageLoading}>
        <Spinner
          size="lg"
          label={t(link.reading ? 'shell.signin.opening-link' : 'shell.signin.checking-session')}
        />
      </div>
    );
  }
  if (status === 'authenticated')
    return <Navigate to={afterSignInPath(profile, returnTo)} replace />;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.brandPanel}>
          <p className={styles.eyebrow}>{CLUB_NAME}</p>
          <p className={styles.brandTitle}>{t('shell.signin.brand-title')}</p>
          <ul className={styles.benefits}>
            <li>
              <Handshake size={20} aria-hidden="true" /> {t('shell.signin.benefit-leads')}
            </li>
            <li>
              <BadgeCheck size={20} aria-hidden="true" /> {t('shell.signin.benefit-profile')}
            </li>
            <li>
              <ShieldCheck size={20} aria-hidden="true" /> {t('shell.signin.benefit-no-passwords')}
            </li>
          </ul>
        </aside>
        <section className={styles.formPanel} aria-labelledby="signin-heading">
          <h1 id="signin-heading" className={styles.pageTitle}>
            {t('shell.signin.title')}
          </h1>
          <p className={styles.pageLead}>{t('shell.signin.page-lead')}</p>
          <SignInFlow
            initialCode={link.code}
            onSignedIn={(signedInProfile, { verifyMobileNext }) =>
              navigate(
                verifyMobileNext ? paths.myProfile() : afterSignInPath(signedInProfile, returnTo),
                { replace: true },
              )
            }
          />
          <p className={styles.register}>
            {withTags(t('shell.signin.register'), {
              link: (text) => <Link to={paths.membership()}>{text}</Link>,
            })}
          </p>
        </section>
      </div>
    </div>
  );
}
