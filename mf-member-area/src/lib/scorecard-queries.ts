import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@club/platform/api/api-client';
import { leadEndpoints } from '@club/contract/leads';

/**
 * What the membership brought this term (members only): My Account shows it,
 * and closing or answering a lead refreshes it.
 */
export const SCORECARD_QUERY_KEY = ['user', 'scorecard'] as const;

export const scorecardQuery = queryOptions({
  queryKey: SCORECARD_QUERY_KEY,
  queryFn: () => callApi(leadEndpoints.scorecard),
  retry: 1,
});
