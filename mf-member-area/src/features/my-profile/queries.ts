import { queryOptions } from '@tanstack/react-query';
import { eventEndpoints } from '@club/contract/events';
import { callApi } from '@club/platform/api/api-client';
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

/** The chapter whose meetings the member attends, and the chapters to choose from. */
export const myChapterQuery = queryOptions({
  queryKey: ['user', 'my-chapter'] as const,
  queryFn: () => callApi(eventEndpoints.myChapter),
});

export const chaptersQuery = queryOptions({
  queryKey: ['events', 'chapters'] as const,
  queryFn: async () => (await callApi(eventEndpoints.chapters)).items,
  staleTime: 5 * 60_000,
});
