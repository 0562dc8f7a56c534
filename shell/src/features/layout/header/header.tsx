import { logOut } from '@/lib/logout';
import {
  selectIsAdmin,
  selectIsSignedIn,
  useSessionStore,
} from '@club/platform/session/session-store';
import { CircleUserRound, LogOut } from 'lucide-react';
import { LanguageLinks } from '@/features/layout/languages/language-links';
import { LanguageMenuLabel } from '@/features/layout/languages/language-menu-label';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PrefetchLink, PrefetchNavLink } from '@/components/prefetch-link';
import { Logo } from '../logo';
import { accountLinksFor, NAV_GROUPS, NAV_LINKS } from '../site-links';
import styles from './header.module.css';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { useDropdown } from './use-dropdown';
import { paths, signInPathFrom } from '@club/contract/site-pages';
import { useT } from '@/i18n';

type MenuId = (typeof NAV_GROUPS)[number]['id'] | 'account' | 'language';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

/** The fixed site header (spec 000 section 2 'Shared header'). */
export function Header() {
  const t = useT();
  // While the API cannot be reached the session is kept, and the header says so.
  const signedIn = useSessionStore(
    (state) => selectIsSignedIn(state) || state.status === 'unreachable',
  );
  const isAdmin = useSessionStore(selectIsAdmin);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // Menus remember the path they were opened on: any navigation closes them.
  const { openId, onOpenChange, close } = useDropdown<MenuId>(navRef, pathname);

  const membersLink = signedIn ? paths.meetMembers() : paths.members();

  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('shell.header.skip-link')}
      </a>
      <div className={styles.inner}>
        <PrefetchLink to={paths.home()} className={styles.brand}>
          <Logo />
        </PrefetchLink>

        <nav ref={navRef} className={styles.desktopNav} aria-label={t('shell.header.main-nav')}>
          <ul className={styles.navList}>
            {NAV_GROUPS.map((group) => (
              <NavDropdown
                key={group.id}
                group="header-menu"
                label={t(group.label)}
                open={openId === group.id}
                onOpenChange={(open) => onOpenChange(group.id, open)}
              >
                {group.items.map((item) => (
                  <li key={item.to}>
                    <PrefetchNavLink to={item.to} className={styles.panelLink} onClick={close}>
                      {t(item.label)}
                    </PrefetchNavLink>
                  </li>
                ))}
              </NavDropdown>
            ))}
            {NAV_LINKS.map((item) => (
              <li key={item.to}>
                <PrefetchNavLink to={item.to} className={navLinkClass}>
                  {t(item.label)}
                </PrefetchNavLink>
              </li>
            ))}
            <li>
              <PrefetchNavLink to={membersLink} className={navLinkClass}>
                {t('shell.nav.our-members')}
              </PrefetchNavLink>
            </li>
            <NavDropdown
              group="header-menu"
              align="end"
              label={<LanguageMenuLabel />}
              open={openId === 'language'}
              onOpenChange={(open) => onOpenChange('language', open)}
            >
              <LanguageLinks
                linkClassName={styles.panelLink}
                currentClassName={styles.panelCurrent}
              />
            </NavDropdown>
            {signedIn ? (
              <NavDropdown
                group="header-menu"
                align="end"
                label={
                  <>
                    <CircleUserRound size={18} aria-hidden="true" />
                    {t('shell.nav.my-account')}
                  </>
                }
                open={openId === 'account'}
                onOpenChange={(open) => onOpenChange('account', open)}
              >
                {accountLinksFor(isAdmin).map((item) => (
                  <li key={item.to}>
                    <PrefetchNavLink to={item.to} className={styles.panelLink} onClick={close}>
                      {t(item.label)}
                    </PrefetchNavLink>
                  </li>
                ))}
                <li>
                  <button type="button" className={styles.panelButton} onClick={logOut}>
                    <LogOut size={16} aria-hidden="true" />
                    {t('shell.nav.logout')}
                  </button>
                </li>
              </NavDropdown>
            ) : (
              <li>
                <PrefetchLink to={signInPathFrom(pathname)} className={styles.signIn}>
                  {t('shell.nav.sign-in')}
                </PrefetchLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <MobileMenu signedIn={signedIn} membersLink={membersLink} pathname={pathname} />
    </header>
  );
}
