import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdminMemberFilters } from '@club/contract/admin-members';
import {
  adminMemberKeys,
  fetchCompany,
  fetchMembersPage,
  fetchOverview,
} from './admin-member-requests';

/** Companies listed a page at a time. */
const MEMBERS_PAGE_SIZE = 25;

/**
 * The back office's member queries, one definition each for the overview,
 * the members list and a company's page: `all` refreshes every one of them
 * (after a termination).
 */
export const adminMemberQueries = {
  all: adminMemberKeys.all,
  overview: () => queryOptions({ queryKey: adminMemberKeys.overview, queryFn: fetchOverview }),
  list: (filters: AdminMemberFilters) =>
    infiniteQueryOptions({
      queryKey: adminMemberKeys.list(filters),
      queryFn: ({ pageParam }) =>
        fetchMembersPage({
          ...filters,
          limit: MEMBERS_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  company: (id: string) =>
    queryOptions({ queryKey: adminMemberKeys.company(id), queryFn: () => fetchCompany(id) }),
};
