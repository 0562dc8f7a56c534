import type { OneToOne } from '@club/contract/one-to-ones';
import { useId, type ReactNode } from 'react';
import { OneToOneCard } from './one-to-one-card';
import styles from './one-to-one-section.module.css';

/** A section of My 1-to-1s; none when it is empty. `children` gives each card's actions. */
export function OneToOneSection({
  title,
  items,
  children,
}: {
  title: string;
  items: readonly OneToOne[];
  children?: (item: OneToOne) => ReactNode;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title} <span className={styles.count}>({items.length})</span>
      </h2>
      <ul className={styles.list} role="list">
        {items.map((item) => (
          <li key={item.id}>
            <OneToOneCard item={item}>{children?.(item)}</OneToOneCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
