import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCurrentUser } from '@club/platform/api/api-client';
import { queryKeys } from '@club/platform/api/query-keys';
import { useSessionStore } from '@club/platform/session/session-store';
import { useCallback } from 'react';
import { membershipQuery } from '@/lib/membership-queries';

/** The first company's current membership, shared by My Account's panel and the banner. */
export function useMembership() {
  return useQuery(membershipQuery);
}

/**
 * After the membership changed: everything that shows it is read again, and
 * so is the session's profile, which the site's access guard reads. The
 * profile is replaced quietly (not reloaded through `loading`), so the page
 * the member is on stays mounted.
 */
export function useMembershipChanged() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const profile = fetchCurrentUser().then(
      (user) => useSessionStore.getState().setProfile(user),
      () => undefined,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.user.membership }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user.membershipStatus }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user.invoices }),
      profile,
    ]);
  }, [queryClient]);
}
