import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text read by screen readers but not shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
