import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getErrorStatus } from '@club/platform/api/api-error';
import { queryKeys } from '@club/platform/api/query-keys';
import type { PublicDirectoryFilters } from '@/lib/directory-requests';
import { loadDirectoryRequests } from '@/lib/load-directory-requests';

/** Our Members' queries: the public directory and one member company's page. */

/** The public directory by its filters, a page at a time. */
export function publicDirectoryQuery(filters: PublicDirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.members.publicDirectory(filters),
    // The requests bring the API client and the contract's schemas: fetched with
    // the first page of members, so the page itself shows without waiting for them.
    queryFn: async ({ pageParam }) =>
      (await loadDirectoryRequests()).fetchPublicDirectory(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: 1,
  });
}

/** One member company; its contacts depend on the session, so it is kept under the user's keys. */
export function memberCompanyQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.user.memberCompany(id),
    queryFn: async () => (await import('@/lib/directory-requests')).fetchMemberCompany(id),
    // A company that is not listed (404) or an id that is not one (400) will not appear on retry.
    retry: (failures, error) => {
      const status = getErrorStatus(error);
      return failures < 1 && status !== 404 && status !== 400;
    },
  });
}
