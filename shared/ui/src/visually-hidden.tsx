import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text that screen readers read but the screen does not show. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
