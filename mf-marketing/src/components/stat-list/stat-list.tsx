import type { ReactNode } from 'react';
import styles from './stat-list.module.css';

export interface Stat {
  /** The figure, e.g. "120+". */
  value: string;
  /** What it counts, e.g. "Member companies". */
  label: string;
  /** A lucide icon element (decorative). */
  icon?: ReactNode;
  /** A short note under the label. */
  note?: string;
}

interface StatListProps {
  stats: readonly Stat[];
  /** 'light' on a white or muted section, 'dark' on the brand colour. */
  tone?: 'light' | 'dark';
  'aria-label'?: string;
}

/**
 * Key figures as a description list. The label comes first in the markup so
 * it is read as "Population: 2.1M+"; CSS shows the figure (and its icon) on top.
 */
export function StatList({ stats, tone = 'light', 'aria-label': ariaLabel }: StatListProps) {
  return (
    <dl
      className={`${styles.list} ${styles[tone]} ${stats.length === 3 ? styles.three : ''}`}
      aria-label={ariaLabel}
    >
      {stats.map((stat) => (
        <div key={stat.label} className={styles.item}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>
            {stat.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {stat.icon}
              </span>
            ) : null}
            {stat.value}
          </dd>
          {stat.note ? <dd className={styles.note}>{stat.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
