import { logout } from '@club/shared/api/api-client';
import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PrefetchLink, PrefetchNavLink } from '@/features/routing/prefetch-link';
import { ACCOUNT_LINKS, NAV_GROUPS, NAV_LINKS } from '../site-links';
import styles from './header.module.css';
import { useDropdown } from './use-dropdown';
import { paths } from '@club/shared/routes/site-routes';

interface MobileMenuProps {
  id: string;
  open: boolean;
  signedIn: boolean;
  membersLink: string;
  pathname: string;
  onClose: () => void;
}

type SectionId = (typeof NAV_GROUPS)[number]['id'] | 'account';

/** The collapsible menu shown under 768 px. */
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

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const sections = [
    ...NAV_GROUPS,
    ...(signedIn ? [{ id: 'account' as const, label: 'My Account', items: ACCOUNT_LINKS }] : []),
  ];

  return (
    <nav ref={ref} id={id} className={styles.mobileNav} aria-label="Main" hidden={!open}>
      <ul className={styles.mobileList}>
        {sections.map((section) => {
          const expanded = openId === section.id;
          const panelId = `mobile-panel-${section.id}`;
          return (
            <li key={section.id}>
              <button
                type="button"
                className={styles.mobileTrigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={(event) => toggle(section.id, event.currentTarget)}
              >
                {section.label}
                <ChevronDown
                  size={18}
                  aria-hidden="true"
                  className={expanded ? styles.chevronOpen : styles.chevron}
                />
              </button>
              <ul id={panelId} className={styles.mobileSub} hidden={!expanded}>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <PrefetchNavLink to={item.to} className={styles.mobileSubLink}>
                      {item.label}
                    </PrefetchNavLink>
                  </li>
                ))}
                {section.id === 'account' ? (
                  <li>
                    <button type="button" className={styles.mobileSubLink} onClick={() => logout()}>
                      <LogOut size={16} aria-hidden="true" /> Logout
                    </button>
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
        {[...NAV_LINKS, { to: membersLink, label: 'Our Members' }].map((item) => (
          <li key={item.to}>
            <PrefetchNavLink to={item.to} className={styles.mobileLink}>
              {item.label}
            </PrefetchNavLink>
          </li>
        ))}
        {signedIn ? null : (
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
