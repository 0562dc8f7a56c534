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
    mutationFn: saveConsents,
    onSuccess: (consents) => queryClient.setQueryData(CONSENTS_QUERY_KEY, consents),
  });
}
