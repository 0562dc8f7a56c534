import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import {
  closeAccount,
  fetchCategories,
  fetchPrivacyOverview,
  fetchStates,
  requestCorrection,
  requestDataExport,
} from '../api/privacy-requests';

/** Under the user's keys, so a new session never sees the last one's requests. */
export const PRIVACY_QUERY_KEY = [...queryKeys.user.all, 'privacy'] as const;

/** The state of the user's data download and correction request, and the company's details. */
export function usePrivacyOverview() {
  return useQuery({ queryKey: PRIVACY_QUERY_KEY, queryFn: fetchPrivacyOverview, retry: false });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEY }),
  });
}

export function useRequestCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCorrection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEY }),
  });
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}

/** The states and categories, for the correction form's selects. */
export function useCorrectionChoices() {
  const states = useQuery({
    queryKey: queryKeys.reference.states,
    queryFn: fetchStates,
    staleTime: Infinity,
  });
  const categories = useQuery({
    queryKey: queryKeys.reference.categories,
    queryFn: fetchCategories,
    staleTime: Infinity,
  });
  return {
    states: states.data ?? [],
    categories: categories.data ?? [],
    ready: states.isSuccess && categories.isSuccess,
    failed: states.isError || categories.isError,
  };
}
