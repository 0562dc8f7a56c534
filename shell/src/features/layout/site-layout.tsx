import { useSessionStore } from '@club/platform/session/session-store';
import { Suspense, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { findSiteRoute, useSiteRouteList } from '@/lib/site-routes-store';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { ScrollReset } from './scroll-reset';
import styles from './site-layout.module.css';

/**
 * Header, the page, and the footer (unless the page's manifest leaves it out).
 * The sign-in dialog comes from the app (a feature of its own), shown while
 * the session store asks for it.
 */
export function SiteLayout({ signInDialog: SignInDialog }: { signInDialog: ComponentType }) {
  const { pathname } = useLocation();
  const routes = useSiteRouteList();
  const signInOpen = useSessionStore((state) => state.signInDialogOpen);
  const showFooter = findSiteRoute(routes, pathname)?.route.footer ?? true;
  return (
    <div className={styles.layout}>
      <ScrollReset />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
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
