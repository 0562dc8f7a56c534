import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  /** Centre the heading block (default) or align it left. */
  align?: 'center' | 'start';
  children: ReactNode;
  className?: string;
}

/** A page section with its h2, labelled for assistive technology. */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  align = 'center',
  children,
  className,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.section} ${styles[tone]} ${className ?? ''}`}
    >
      <div className={styles.inner}>
        <div className={`${styles.head} ${align === 'start' ? styles.start : ''}`}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
