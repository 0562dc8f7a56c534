import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import { fetchMembership } from './membership-requests';

/**
 * The first company's current membership: My Account's panel and the banner
 * across the member area. One definition for the pages' hooks and their data
 * modules, so a prefetched answer is the one the page asks for.
 */
export const membershipQuery = queryOptions({
  queryKey: queryKeys.user.membership,
  queryFn: fetchMembership,
  retry: false,
  staleTime: 30_000,
});
