import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { closeAccount, requestCorrection, requestDataExport } from '../api/privacy-requests';
import { categoriesQuery, PRIVACY_QUERY_KEY, privacyOverviewQuery, statesQuery } from '../queries';

/** The state of the user's data download and correction request, and the company's details. */
export function usePrivacyOverview() {
  return useQuery(privacyOverviewQuery);
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
  const states = useQuery(statesQuery);
  const categories = useQuery(categoriesQuery);
  return {
    states: states.data ?? [],
    categories: categories.data ?? [],
    ready: states.isSuccess && categories.isSuccess,
    failed: states.isError || categories.isError,
  };
}
