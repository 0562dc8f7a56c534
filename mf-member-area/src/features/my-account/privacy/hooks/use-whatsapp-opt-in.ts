import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveWhatsAppOptIn } from '../api/whatsapp-requests';
import {
  NOTIFICATION_PREFERENCES_QUERY_KEY,
  WHATSAPP_QUERY_KEY,
  whatsAppOptInQuery,
} from '../queries';

export function useWhatsAppOptIn() {
  return useQuery(whatsAppOptInQuery);
}

/** Opts in or out; the answer is the opt-in as it now stands. */
export function useChangeWhatsAppOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still on its way was taken before this save; it must not land after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: WHATSAPP_QUERY_KEY }),
    mutationFn: saveWhatsAppOptIn,
    onSuccess: (optIn) => {
      queryClient.setQueryData(WHATSAPP_QUERY_KEY, optIn);
      // WhatsApp's column of the notification table becomes usable, or no longer is.
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY });
    },
  });
}
