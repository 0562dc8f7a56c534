import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/**
 * The plain heading of a member-area page that sits in the page's column
 * (My Account, the welcome page): an optional icon, an eyebrow line, the
 * page's one h1 and a lead line. Pages with a full-width banner use PageBanner.
 */
export function PageHeading({
  eyebrow,
  title,
  lead,
  icon,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
