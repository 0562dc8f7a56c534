import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import { dismissFirstSteps, fetchFirstSteps } from './first-steps-requests';

/** Under the user's keys, so a new session never sees the last one's checklist. */
export const FIRST_STEPS_QUERY_KEY = [...queryKeys.user.all, 'first-steps'] as const;

/** The welcome checklist's state, read again whenever the page is shown. */
export function useFirstSteps(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: FIRST_STEPS_QUERY_KEY,
    queryFn: fetchFirstSteps,
    retry: false,
    enabled: options.enabled ?? true,
  });
}

/** Puts the checklist away; the answer replaces the cached state. */
export function useDismissFirstSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissFirstSteps,
    onSuccess: (state) => queryClient.setQueryData(FIRST_STEPS_QUERY_KEY, state),
  });
}
