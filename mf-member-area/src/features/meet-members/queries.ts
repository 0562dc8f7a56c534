import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import type { MemberDirectoryFilters } from '@/lib/directory-requests';

/** What the page first shows: every member, no search. */
export const NO_DIRECTORY_FILTERS: MemberDirectoryFilters = { q: '', type: null };

/**
 * Meet the Members by its filters, 5 members a page: one definition for the
 * page and its data module (meet-members-page-data.ts).
 */
export function memberDirectoryQuery(filters: MemberDirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.user.memberDirectory(filters),
    // The requests bring the API client and the contract's schemas: fetched with
    // the first page of members, so the page itself shows without waiting for them.
    queryFn: async ({ pageParam }) =>
      (await import('@/lib/directory-requests')).fetchMemberDirectory(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: 1,
  });
}
