import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveConsents } from '../api/consent-requests';
import { CONSENTS_QUERY_KEY, consentsQuery } from '../queries';

export function useConsents() {
  return useQuery(consentsQuery);
}

/** Gives or withdraws one consent; the answer is the consents as they now stand. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still on its way was taken before this save; it must not land after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: CONSENTS_QUERY_KEY }),
    mutationFn: saveConsents,
    onSuccess: (consents) => queryClient.setQueryData(CONSENTS_QUERY_KEY, consents),
  });
}
