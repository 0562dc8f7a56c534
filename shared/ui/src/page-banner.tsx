import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

/** The banner at the top of a page of the member area or events: eyebrow, the page's one h1, a lead line. */
export function PageBanner({
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
    <header className={styles.banner}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {icon ? (
          <span className={styles.art} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
    </header>
  );
}
