import { callApi } from '@club/platform/api/api-client';
import { formatRupeesInWords } from '@club/contract/format/currency';
import { leadEndpoints } from '@club/contract/leads';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import styles from './business-total.module.css';

export const BUSINESS_TOTAL_QUERY_KEY = ['public', 'business-total'] as const;

/**
 * The club's confirmed business between members, under the hero's actions.
 * The prerendered page (which fetches nothing) and the page until the total
 * arrives show a placeholder in the same one-line box, so nothing moves when
 * it fills in; without a total (none yet, or the API is down) the line says
 * what the club is for instead, in the same box.
 */
export function BusinessTotal() {
  const total = useQuery({
    queryKey: BUSINESS_TOTAL_QUERY_KEY,
    queryFn: () => callApi(leadEndpoints.businessTotal),
    retry: 1,
    staleTime: 60_000,
  });
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
