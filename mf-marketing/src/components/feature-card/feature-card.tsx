import type { ReactNode } from 'react';
import styles from './feature-card.module.css';

export type FeatureCardTone = 'brand' | 'accent' | 'beta' | 'gamma';

interface FeatureCardProps {
  title: string;
  /** A lucide icon element; shown in a tinted badge and hidden from assistive technology. */
  icon?: ReactNode;
  /** Small text above the title, such as "Pillar 1". */
  eyebrow?: string;
  children?: ReactNode;
  tone?: FeatureCardTone;
  /** 'h3' inside a section (default); 'h4' inside a card group. */
  headingLevel?: 'h3' | 'h4';
}

/** A card with an icon badge, a heading and some text. */
export function FeatureCard({
  title,
  icon,
  eyebrow,
  children,
  tone = 'brand',
  headingLevel = 'h3',
}: FeatureCardProps) {
  const Heading = headingLevel;
  return (
    <article className={`${styles.card} ${styles[tone]}`}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
    </article>
  );
}
