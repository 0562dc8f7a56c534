import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissFirstSteps } from './first-steps-requests';
import { FIRST_STEPS_QUERY_KEY, firstStepsQuery } from './first-steps-queries';

/** The welcome checklist's state, read again whenever the page is shown. */
export function useFirstSteps(options: { enabled?: boolean } = {}) {
  return useQuery({ ...firstStepsQuery, enabled: options.enabled ?? true });
}

/** Puts the checklist away; the answer replaces the cached state. */
export function useDismissFirstSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissFirstSteps,
    onSuccess: (state) => queryClient.setQueryData(FIRST_STEPS_QUERY_KEY, state),
  });
}
