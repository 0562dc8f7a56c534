import type { PageDataLoader } from '@club/platform/routes/route-manifest-format';
import { membershipQuery } from '@/lib/membership-queries';
import { memberDirectoryQuery, NO_DIRECTORY_FILTERS } from './queries';
import { fetchMemberDirectory } from '@/lib/directory-requests';

/**
 * `./MeetMembersPageData`: starts Meet the Members' requests while the page's
 * code still loads (the shell runs it once the session allows the page): the
 * first page of members and the membership behind the banner.
 */
const loadMeetMembersData: PageDataLoader = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery({
      ...memberDirectoryQuery(NO_DIRECTORY_FILTERS),
      // The request's code (the API client, the contract's schemas) comes with this module, not
      // when the query first runs: the first page of members is asked for without two more rounds
      // of scripts in between.
      queryFn: ({ pageParam }) => fetchMemberDirectory(NO_DIRECTORY_FILTERS, pageParam),
    }),
    queryClient.prefetchQuery(membershipQuery),
  ]);

export default loadMeetMembersData;
