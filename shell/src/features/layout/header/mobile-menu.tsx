import { logOut } from '@/lib/logout';
import { MOBILE_BREAKPOINT_PX } from '@club/ui/breakpoints';
import { LogOut, Menu, X } from 'lucide-react';
import { LanguageLinks } from '@/features/layout/languages/language-links';
import { LanguageMenuLabel } from '@/features/layout/languages/language-menu-label';
import { signInPathFrom } from '@club/contract/site-pages';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PrefetchLink, PrefetchNavLink } from '@/components/prefetch-link';
import { selectIsAdmin, useSessionStore } from '@club/platform/session/session-store';
import { accountLinksFor, NAV_GROUPS, NAV_LINKS, type NavItem } from '../site-links';
import type { MessageId } from '@/i18n';
import styles from './header.module.css';
import { NavDropdown } from './nav-dropdown';
import { useDropdown } from './use-dropdown';
import { useOpenedBeforeBoot } from './use-opened-before-boot';
import { usePageScrollLock } from '@club/ui/page-state';
import { useT } from '@/i18n';

interface MobileMenuProps {
  signedIn: boolean;
  membersLink: string;
  pathname: string;
}

type SectionId = (typeof NAV_GROUPS)[number]['id'] | 'account' | 'language';

interface MobileSectionProps {
  label: MessageId;
  items: NavItem[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onNavigate: () => void;
  children?: ReactNode;
}

/** One expandable group of the mobile menu: a summary and the links it shows. */
function MobileSection({
  label,
  items,
  expanded,
  onExpandedChange,
  onNavigate,
  children,
}: MobileSectionProps) {
  const t = useT();
  return (
    <NavDropdown
      label={t(label)}
      group="mobile-menu-section"
      open={expanded}
      onOpenChange={onExpandedChange}
      variant="mobile"
    >
      {items.map((item) => (
        <li key={item.to}>
          <PrefetchNavLink to={item.to} className={styles.mobileSubLink} onClick={onNavigate}>
            {t(item.label)}
          </PrefetchNavLink>
        </li>
      ))}
      {children}
    </NavDropdown>
  );
}

/**
 * The collapsible menu shown under 768 px, in the desktop header's order: a
 * `<details>` whose summary is the menu button, so it opens without
 * JavaScript. With the app running, Escape closes it and gives focus back to
 * the button, choosing a link closes it, and the page behind it does not
 * scroll while it is open.
 */
export function MobileMenu({ signedIn, membersLink, pathname }: MobileMenuProps) {
  const t = useT();
  const isAdmin = useSessionStore(selectIsAdmin);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // The menu remembers the path it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const sections = useDropdown<SectionId>(navRef, pathname, { dismissible: false });
  const closeSections = sections.close;
  usePageScrollLock(open);

  const onOpenChange = useCallback(
    (isOpen: boolean) => {
      setOpenAt(isOpen ? pathname : null);
      if (!isOpen) closeSections();
    },
    [pathname, closeSections],
  );
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useOpenedBeforeBoot(detailsRef, () => onOpenChange(true));

  // Escape reads whether the menu is open from the page, not from the state: the browser reports
  // an opening with a `toggle` event a task later, so a key pressed right after the tap finds it
  // open all the same (the sections' menus do the same, in useDropdown).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = detailsRef.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      summaryRef.current?.focus();
      menu.open = false;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  useEffect(() => {
    if (!open) return;
    // From this width CSS hides the menu: close it, or the page would stay locked.
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onWidthChange = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', onWidthChange);
    return () => desktop.removeEventListener('change', onWidthChange);
  }, [open, close]);

  return (
    <details
      ref={detailsRef}
      className={styles.mobileMenu}
      open={open}
      onToggle={(event) => {
        // React passes a section's toggle up the tree: answer only for the menu itself.
        if (event.target === event.currentTarget) onOpenChange(event.currentTarget.open);
      }}
    >
      <summary ref={summaryRef} className={styles.menuButton} aria-label={t('shell.header.menu')}>
        <Menu aria-hidden="true" className={styles.menuIcon} />
        <X aria-hidden="true" className={styles.closeIcon} />
      </summary>
      <nav
        ref={navRef}
        id="mobile-menu"
        className={styles.mobileNav}
        aria-label={t('shell.header.main-nav')}
      >
        <ul className={styles.mobileList}>
          {NAV_GROUPS.map((group) => (
            <MobileSection
              key={group.id}
              label={group.label}
              items={group.items}
              expanded={sections.openId === group.id}
              onExpandedChange={(expanded) => sections.onOpenChange(group.id, expanded)}
              onNavigate={close}
            />
          ))}
          {[...NAV_LINKS, { to: membersLink, label: 'shell.nav.our-members' as const }].map(
            (item) => (
              <li key={item.to}>
                <PrefetchNavLink to={item.to} className={styles.mobileLink} onClick={close}>
                  {t(item.label)}
                </PrefetchNavLink>
              </li>
            ),
          )}
          <NavDropdown
            label={<LanguageMenuLabel />}
            group="mobile-menu-section"
            open={sections.openId === 'language'}
            onOpenChange={(expanded) => sections.onOpenChange('language', expanded)}
            variant="mobile"
          >
            <LanguageLinks
              linkClassName={styles.mobileSubLink}
              currentClassName={styles.mobileSubCurrent}
            />
          </NavDropdown>
          {signedIn ? (
            <MobileSection
              label={'shell.nav.my-account'}
              items={accountLinksFor(isAdmin)}
              expanded={sections.openId === 'account'}
              onExpandedChange={(expanded) => sections.onOpenChange('account', expanded)}
              onNavigate={close}
            >
              <li>
                <button type="button" className={styles.mobileSubLink} onClick={logOut}>
                  <LogOut size={16} aria-hidden="true" /> {t('shell.nav.logout')}
                </button>
              </li>
            </MobileSection>
          ) : (
            <li>
              <PrefetchLink
                to={signInPathFrom(pathname)}
                className={styles.mobileSignIn}
                onClick={close}
              >
                {t('shell.nav.sign-in')}
              </PrefetchLink>
            </li>
          )}
        </ul>
      </nav>
    </details>
  );
}
