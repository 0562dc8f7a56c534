import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@club/shared/api/query-keys';
import { loadSession } from '@club/shared/session/session-actions';
import { useCallback } from 'react';
import { fetchMembership } from '@/lib/membership-requests';

/** The first company's current membership, shared by My Account's panel and the banner. */
export function useMembership() {
  return useQuery({
    queryKey: queryKeys.user.membership,
    queryFn: fetchMembership,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * After the membership changed: everything that shows it is read again, and
 * the session's profile too (the site's access guard reads it).
 */
export function useMembershipChanged() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.user.membership }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user.membershipStatus }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user.invoices }),
      loadSession(),
    ]);
  }, [queryClient]);
}
