import type { PageDataLoader } from '@club/platform/routes/route-manifest-format';
import { membershipQuery } from '@/lib/membership-queries';
import {
  FIRST_LEADS_TAB,
  leadAlertsQuery,
  leadCategoriesQuery,
  leadsQuery,
  NO_LEAD_FILTERS,
} from './queries';

/**
 * `./MyLeadsPageData`: starts the leads page's requests while its code still
 * loads (the shell runs it once the session allows the page): the first tab's
 * first page of leads, the categories of the filters, the member's alerts and
 * the membership behind the banner.
 */
const loadMyLeadsData: PageDataLoader = ({ queryClient, profile }) => {
  const companyId = profile.companies[0]?.id ?? null;
  return Promise.all([
    queryClient.prefetchInfiniteQuery(leadsQuery(FIRST_LEADS_TAB, NO_LEAD_FILTERS, companyId)),
    queryClient.prefetchQuery(leadCategoriesQuery),
    queryClient.prefetchQuery(leadAlertsQuery),
    queryClient.prefetchQuery(membershipQuery),
  ]);
};

export default loadMyLeadsData;
