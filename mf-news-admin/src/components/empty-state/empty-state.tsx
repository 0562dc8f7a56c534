import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/**
 * What a back-office list or section says when it holds nothing. `announce`
 * makes it a status, read out when it replaces a list the admin just filtered.
 */
export function EmptyState({
  children,
  announce = false,
}: {
  children: ReactNode;
  announce?: boolean;
}) {
  return (
    <p className={styles.empty} role={announce ? 'status' : undefined}>
      {children}
    </p>
  );
}
