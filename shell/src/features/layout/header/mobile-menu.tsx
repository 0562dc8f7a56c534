import { logOut } from '@/lib/logout';
import { MOBILE_BREAKPOINT_PX } from '@club/ui/breakpoints';
import { LogOut } from 'lucide-react';
import { paths } from '@club/contract/site-pages';
import { useEffect, useRef, type ReactNode } from 'react';
import { PrefetchLink, PrefetchNavLink } from '@/components/prefetch-link';
import { ACCOUNT_LINKS, NAV_GROUPS, NAV_LINKS, type NavItem } from '../site-links';
import styles from './header.module.css';
import { NavDropdown } from './nav-dropdown';
import { useDropdown } from './use-dropdown';
import { usePageScrollLock } from '@club/ui/page-state';

interface MobileMenuProps {
  id: string;
  open: boolean;
  signedIn: boolean;
  membersLink: string;
  pathname: string;
  onClose: () => void;
}

type SectionId = (typeof NAV_GROUPS)[number]['id'] | 'account';

interface MobileSectionProps {
  id: SectionId;
  label: string;
  items: NavItem[];
  expanded: boolean;
  onToggle: (trigger: HTMLButtonElement) => void;
  children?: ReactNode;
}

/** One expandable group of the mobile menu: a button and the links it shows. */
function MobileSection({ id, label, items, expanded, onToggle, children }: MobileSectionProps) {
  return (
    <NavDropdown id={id} label={label} open={expanded} onToggle={onToggle} variant="mobile">
      {items.map((item) => (
        <li key={item.to}>
          <PrefetchNavLink to={item.to} className={styles.mobileSubLink}>
            {item.label}
          </PrefetchNavLink>
        </li>
      ))}
      {children}
    </NavDropdown>
  );
}

/**
 * The collapsible menu shown under 768 px, in the desktop header's order. The
 * page behind it does not scroll while it is open.
 */
export function MobileMenu({
  id,
  open,
  signedIn,
  membersLink,
  pathname,
  onClose,
}: MobileMenuProps) {
  const ref = useRef<HTMLElement>(null);
  const { openId, toggle } = useDropdown<SectionId>(ref, pathname);
  // The header closes the menu on every navigation, which releases the lock too.
  usePageScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // From this width CSS hides the menu: close it, or the page would stay locked.
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onWidthChange = () => {
      if (desktop.matches) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWidthChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWidthChange);
    };
  }, [open, onClose]);

  return (
    <nav ref={ref} id={id} className={styles.mobileNav} aria-label="Main" hidden={!open}>
      <ul className={styles.mobileList}>
        {NAV_GROUPS.map((group) => (
          <MobileSection
            key={group.id}
            {...group}
            expanded={openId === group.id}
            onToggle={(trigger) => toggle(group.id, trigger)}
          />
        ))}
        {[...NAV_LINKS, { to: membersLink, label: 'Our Members' }].map((item) => (
          <li key={item.to}>
            <PrefetchNavLink to={item.to} className={styles.mobileLink}>
              {item.label}
            </PrefetchNavLink>
          </li>
        ))}
        {signedIn ? (
          <MobileSection
            id="account"
            label="My Account"
            items={ACCOUNT_LINKS}
            expanded={openId === 'account'}
            onToggle={(trigger) => toggle('account', trigger)}
          >
            <li>
              <button type="button" className={styles.mobileSubLink} onClick={logOut}>
                <LogOut size={16} aria-hidden="true" /> Logout
              </button>
            </li>
          </MobileSection>
        ) : (
          <li>
            <PrefetchLink to={paths.signIn()} className={styles.mobileSignIn}>
              Sign In
            </PrefetchLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
