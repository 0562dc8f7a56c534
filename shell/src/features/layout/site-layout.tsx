import { Spinner } from '@club/shared/ui/spinner';
import { useSessionStore } from '@club/shared/session/session-store';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PATHS_WITHOUT_FOOTER } from '../routing/route-table';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { ScrollReset } from './scroll-reset';
import styles from './site-layout.module.css';

// Loaded the first time someone asks to sign in: most visitors never do.
const SignInDialog = lazy(() =>
  import('../auth/components/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

/** Header, the page, and the footer (except on /signin). */
export function SiteLayout() {
  const { pathname } = useLocation();
  const signInOpen = useSessionStore((state) => state.signInDialogOpen);
  const showFooter = !PATHS_WITHOUT_FOOTER.has(pathname.replace(/\/+$/, '') || '/');
  return (
    <div className={styles.layout}>
      <ScrollReset />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size="lg" label="Loading page" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {showFooter ? <Footer /> : null}
      {signInOpen ? (
        <Suspense fallback={null}>
          <SignInDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
