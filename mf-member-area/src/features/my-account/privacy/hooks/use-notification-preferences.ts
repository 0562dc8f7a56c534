import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveNotificationPreferences } from '../api/notification-preference-requests';
import { NOTIFICATION_PREFERENCES_QUERY_KEY, notificationPreferencesQuery } from '../queries';

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

/**
 * Turns one cell on or off; the answer is the table as it now stands. A
 * refused save reads the table again, so every cell shows what is stored.
 */
export function useChangeNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still on its way was taken before this save; it must not land after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY }),
    mutationFn: saveNotificationPreferences,
    onSuccess: (table) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, table),
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY }),
  });
}
