import type { PageDataLoader } from '@club/platform/routes/route-manifest-format';
import { hasActiveMembership } from '@club/contract/user-rules';
import { firstStepsQuery } from '@/components/first-steps/first-steps-queries';
import { membershipQuery } from '@/lib/membership-queries';
import { invoicesQuery, membershipStatusQuery, scorecardQuery, sessionsQuery } from './queries';

/**
 * `./MyAccountPageData`: starts My Account's requests while the page's code
 * still loads (the shell runs it once the session allows the page). A
 * member's checklist and scorecard are asked for when the session already
 * says it is a member, as the page does.
 */
const loadMyAccountData: PageDataLoader = ({ queryClient, profile }) => {
  const queries = [
    queryClient.prefetchQuery(membershipStatusQuery),
    queryClient.prefetchQuery(membershipQuery),
    queryClient.prefetchQuery(invoicesQuery),
    queryClient.prefetchQuery(sessionsQuery),
  ];
  if (hasActiveMembership(profile)) {
    queries.push(
      queryClient.prefetchQuery(firstStepsQuery),
      queryClient.prefetchQuery(scorecardQuery),
    );
  }
  return Promise.all(queries);
};

export default loadMyAccountData;
