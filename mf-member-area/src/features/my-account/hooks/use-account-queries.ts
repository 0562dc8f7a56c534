import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import { fetchHasActiveMembership, fetchInvoices } from '../api/account-requests';

/** Whether the first company has an active membership (a failed check counts as none). */
export function useMembershipStatus() {
  return useQuery({
    queryKey: queryKeys.user.membershipStatus,
    queryFn: fetchHasActiveMembership,
    retry: false,
  });
}

/**
 * The company's GST invoices, newest first. The page asks for them as it
 * opens; the section that shows them later reuses that answer.
 */
export function useInvoices() {
  return useQuery({
    queryKey: queryKeys.user.invoices,
    queryFn: fetchInvoices,
    retry: false,
    staleTime: 30_000,
  });
}
