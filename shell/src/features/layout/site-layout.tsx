import { useSessionStore } from '@club/platform/session/session-store';
import { deferredPart } from '@club/ui/deferred-part';
import { Suspense, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/i18n';
import { findSiteRoute, useSiteRouteList } from '@/lib/site-routes-store';
import { Header } from './header/header';
import { ScrollReset } from './scroll-reset';
import styles from './site-layout.module.css';
// The footer's styles come with the layout: its prerendered HTML is drawn styled
// before (and whether or not) its code has loaded.
import './footer/footer.module.css';

/**
 * The footer is links and text at the end of every page: on a prerendered page
 * its HTML works as it is, and its code loads when the visitor heads for it.
 */
const Footer = deferredPart('site-footer', () =>
  import('./footer/footer').then((module) => module.Footer),
);

/**
 * Header, the page, and the footer (unless the page's manifest leaves it out).
 * The sign-in dialog comes from the app (a feature of its own), shown while
 * the session store asks for it.
 */
export function SiteLayout({ signInDialog: SignInDialog }: { signInDialog: ComponentType }) {
  const t = useT();
  const { pathname } = useLocation();
  const routes = useSiteRouteList();
  const signInOpen = useSessionStore((state) => state.signInDialogOpen);
  const showFooter = findSiteRoute(routes, pathname)?.route.footer ?? true;
  return (
    <div className={styles.layout}>
      <ScrollReset />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading label={t('shell.page-loading')} />}>
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
