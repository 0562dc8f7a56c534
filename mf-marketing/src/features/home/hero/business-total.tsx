import { formatRupeesInWords } from '@club/contract/format/currency';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { businessTotalQuery } from './business-total-query';
import styles from './business-total.module.css';

/**
 * The club's confirmed business between members, under the hero's actions.
 * The prerendered page (which fetches nothing) and the page until the total
 * arrives show a placeholder in the same one-line box, so nothing moves when
 * it fills in; without a total (none yet, or the API is down) the line says
 * what the club is for instead, in the same box.
 */
export function BusinessTotal() {
  const total = useQuery(businessTotalQuery);
  const rupees = total.data?.totalRupees ?? 0;
  return (
    <p className={styles.total} data-testid="business-total" aria-live="polite">
      <HandCoins aria-hidden="true" focusable="false" className={styles.icon} />
      {total.isPending ? (
        <>
          <span className={styles.placeholder} aria-hidden="true" />
          <span className={styles.rest}> of business closed between members</span>
        </>
      ) : rupees > 0 ? (
        <>
          <strong className={styles.amount}>{formatRupeesInWords(rupees)}</strong>
          <span className={styles.rest}> of business closed between members</span>
        </>
      ) : (
        <span className={styles.rest}>Members do business with each other, every week</span>
      )}
    </p>
  );
}
