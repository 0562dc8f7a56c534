import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import { fetchHasActiveMembership, fetchInvoices } from './api/account-requests';
import { fetchSessions } from './api/session-requests';

/**
 * My Account's queries, one definition each for the page's hooks and its data
 * module (my-account-page-data.ts), so what the data module starts is what the
 * page reads.
 */

/** Whether the first company has an active membership (a failed check counts as none). */
export const membershipStatusQuery = queryOptions({
  queryKey: queryKeys.user.membershipStatus,
  queryFn: fetchHasActiveMembership,
  retry: false,
});

/**
 * The company's GST invoices, newest first. The page asks for them as it
 * opens; the section that shows them later reuses that answer.
 */
export const invoicesQuery = queryOptions({
  queryKey: queryKeys.user.invoices,
  queryFn: fetchInvoices,
  retry: false,
  staleTime: 30_000,
});

/** Under the user's keys, so a new session never sees the last one's devices. */
export const SESSIONS_QUERY_KEY = [...queryKeys.user.all, 'sessions'] as const;

/** The signed-in devices of the account. */
export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: fetchSessions,
  retry: false,
});

export { SCORECARD_QUERY_KEY, scorecardQuery } from '@/lib/scorecard-queries';
