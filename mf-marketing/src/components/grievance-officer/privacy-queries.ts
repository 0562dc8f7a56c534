import { callApi } from '@club/platform/api/api-client';
import { grievanceEndpoints } from '@club/contract/privacy';
import { useQuery } from '@tanstack/react-query';

/** The Grievance Officer (configured on the API); rarely changes. */
export function useGrievanceOfficer() {
  return useQuery({
    queryKey: ['privacy', 'grievance-officer'],
    queryFn: () => callApi(grievanceEndpoints.officer),
    staleTime: 60 * 60_000,
    retry: 1,
  });
}
