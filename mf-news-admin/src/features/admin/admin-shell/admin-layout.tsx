import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_SECTIONS, sectionOf } from './admin-sections';
import styles from './admin-layout.module.css';

interface AdminLayoutProps {
  /** The page's heading (its only h1). */
  title: string;
  /** A line under the heading: what the page is for. */
  description?: ReactNode;
  /** Buttons on the heading's line (an export, a new item). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every back-office page: the section navigation, then the page's heading and
 * content. The navigation is a list of links with the current one marked for
 * screen readers (`aria-current`); on a phone it scrolls sideways, and
 * starts scrolled so that the current section's link is in view (the last
 * sections would otherwise open with their own tab off screen).
 */
export function AdminLayout({ title, description, actions, children }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const navRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link) return;
    // Only the navigation scrolls (scrollIntoView could move the page too).
    nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <div className={styles.page}>
      <nav ref={navRef} className={styles.nav} aria-label="Back office">
        <ul className={styles.navList}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                className={styles.navLink}
                aria-current={section === current ? 'page' : undefined}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <header className={styles.header}>
          <div className={styles.heading}>
            <p className={styles.eyebrow}>Back office</p>
            <h1 className={styles.title}>{title}</h1>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
