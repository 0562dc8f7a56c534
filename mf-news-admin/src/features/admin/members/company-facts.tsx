import { formatIndianDate } from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import type { ReactNode } from 'react';
import styles from './admin-member-company-page.module.css';

/** A date as the back office shows it; none reads as a dash. */
export const date = (value: string | null) => (value ? formatIndianDate(value) : '—');
export const money = formatRupeesWithPaise;

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label–value pairs; empty values read as a dash. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
