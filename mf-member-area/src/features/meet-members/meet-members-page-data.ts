import type { PageDataLoader } from '@club/platform/routes/route-manifest-format';
import { membershipQuery } from '@/lib/membership-queries';
import { memberDirectoryQuery, NO_DIRECTORY_FILTERS } from './queries';

/**
 * `./MeetMembersPageData`: starts Meet the Members' requests while the page's
 * code still loads (the shell runs it once the session allows the page): the
 * first page of members and the membership behind the banner.
 */
const loadMeetMembersData: PageDataLoader = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(memberDirectoryQuery(NO_DIRECTORY_FILTERS)),
    queryClient.prefetchQuery(membershipQuery),
  ]);

export default loadMeetMembersData;
