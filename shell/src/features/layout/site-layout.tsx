import { useSessionStore } from '@club/shared/session/session-store';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PrerenderedPageOr } from '../prerender/prerendered-page';
import { findSiteRoute, useSiteRoutes } from '../routing/site-routes-store';
import { Footer } from './footer/footer';
import { PageLoading } from './page-loading';
import { Header } from './header/header';
import { ScrollReset } from './scroll-reset';
import styles from './site-layout.module.css';

// Loaded the first time someone asks to sign in: most visitors never do.
const SignInDialog = lazy(() =>
  import('../auth/components/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

/** Header, the page, and the footer (unless the page's manifest leaves it out). */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { routes } = useSiteRoutes();
  const signInOpen = useSessionStore((state) => state.signInDialogOpen);
  const showFooter = findSiteRoute(routes, pathname)?.route.footer ?? true;
  return (
    <div className={styles.layout}>
      <ScrollReset />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PrerenderedPageOr fallback={<PageLoading />} />}>
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
