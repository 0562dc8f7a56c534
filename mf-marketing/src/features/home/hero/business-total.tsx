import { BUSINESS_TOTAL_PATH, readBusinessTotal } from '@club/contract/business-total';
import { formatRupeesInWords } from '@club/contract/format/currency';
import { getApiUrl } from '@club/platform/config/runtime-config';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import styles from './business-total.module.css';

export const BUSINESS_TOTAL_QUERY_KEY = ['public', 'business-total'] as const;

/**
 * A plain request, not the API client: the total is in the first screen, and
 * the client (with axios and zod) would add about 30 KB to the home page's
 * first load for one public number.
 */
async function fetchBusinessTotal(signal: AbortSignal) {
  const response = await fetch(`${getApiUrl()}${BUSINESS_TOTAL_PATH}`, { signal });
  if (!response.ok) throw new Error(`GET ${BUSINESS_TOTAL_PATH} answered ${response.status}`);
  const total = readBusinessTotal(await response.json());
  if (!total) throw new Error(`GET ${BUSINESS_TOTAL_PATH} answered something else`);
  return total;
}

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
    queryFn: ({ signal }) => fetchBusinessTotal(signal),
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
