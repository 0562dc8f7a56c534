import { queryOptions } from '@tanstack/react-query';
import { BUSINESS_TOTAL_PATH, readBusinessTotal } from '@club/contract/business-total';
import { getApiUrl } from '@club/platform/config/runtime-config';

export const BUSINESS_TOTAL_QUERY_KEY = ['public', 'business-total'] as const;

/**
 * A plain request, not the API client: the total is in the first screen, and
 * the client (with zod and the contract's schemas) would add tens of KB to the home page's
 * first load for one public number.
 */
async function fetchBusinessTotal(signal: AbortSignal) {
  const response = await fetch(`${getApiUrl()}${BUSINESS_TOTAL_PATH}`, { signal });
  if (!response.ok) throw new Error(`GET ${BUSINESS_TOTAL_PATH} answered ${response.status}`);
  const total = readBusinessTotal(await response.json());
  if (!total) throw new Error(`GET ${BUSINESS_TOTAL_PATH} answered something else`);
  return total;
}

/** The club's confirmed business between members (public, refreshed at most once a minute). */
export const businessTotalQuery = queryOptions({
  queryKey: BUSINESS_TOTAL_QUERY_KEY,
  queryFn: ({ signal }) => fetchBusinessTotal(signal),
  retry: 1,
  staleTime: 60_000,
});
