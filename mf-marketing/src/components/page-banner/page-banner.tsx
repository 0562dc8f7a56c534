import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

export type BannerTone = 'brand' | 'alpha' | 'beta' | 'gamma';

interface PageBannerProps {
  title: string;
  /** A short line under the title. */
  lead?: ReactNode;
  /** Small text above the title, e.g. the section of the site. */
  eyebrow?: string;
  tone?: BannerTone;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** Decorative art on the right on wide screens (an inline SVG, aria-hidden). */
  art?: ReactNode;
}

/** The banner at the top of a content page: its one h1. */
export function PageBanner({
  title,
  lead,
  eyebrow,
  tone = 'brand',
  children,
  art,
}: PageBannerProps) {
  return (
    // The brand tone is the banner's own look: it has no class of its own.
    <header className={tone === 'brand' ? styles.banner : `${styles.banner} ${styles[tone]}`}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {art ? (
          <div className={styles.art} aria-hidden="true">
            {art}
          </div>
        ) : null}
      </div>
    </header>
  );
}
