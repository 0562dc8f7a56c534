import { queryOptions } from '@tanstack/react-query';
import { getErrorStatus } from '@club/platform/api/api-error';
import { queryKeys } from '@club/platform/api/query-keys';
import { fetchFirmTypes, fetchOwnProfile, fetchRevenueBands } from './api/profile-requests';

/** My Profile's queries: the company profile and the reference lists its steps offer. */

/** The member's company profile; a 404 (no company) or a 429 is not tried again. */
export const companyProfileQuery = queryOptions({
  queryKey: queryKeys.user.companyProfile,
  queryFn: fetchOwnProfile,
  retry: (failures, error) =>
    failures < 1 && getErrorStatus(error) !== 429 && getErrorStatus(error) !== 404,
});

export const firmTypesQuery = queryOptions({
  queryKey: queryKeys.reference.firmTypes,
  queryFn: fetchFirmTypes,
  staleTime: Infinity,
});

export const revenueBandsQuery = queryOptions({
  queryKey: queryKeys.reference.revenueBands,
  queryFn: fetchRevenueBands,
  staleTime: Infinity,
});

/** Every filter of Meet the Members: a saved profile changes what the directory shows. */
export const MEMBER_DIRECTORY_KEY = queryKeys.user.memberDirectory({}).slice(0, 2);
