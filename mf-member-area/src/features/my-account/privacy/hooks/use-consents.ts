import { queryKeys } from '@club/platform/api/query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchConsents, saveConsents } from '../api/consent-requests';

/** Under the user's keys, so a new session never sees the last one's consents. */
export const CONSENTS_QUERY_KEY = [...queryKeys.user.all, 'consents'] as const;

export function useConsents() {
  return useQuery({ queryKey: CONSENTS_QUERY_KEY, queryFn: fetchConsents, retry: false });
}

/** Gives or withdraws one consent; the answer is the consents as they now stand. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsents,
    onSuccess: (consents) => queryClient.setQueryData(CONSENTS_QUERY_KEY, consents),
  });
}
