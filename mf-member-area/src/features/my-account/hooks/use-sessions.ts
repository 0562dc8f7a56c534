import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endSession, signOutOtherSessions } from '../api/session-requests';
import { SESSIONS_QUERY_KEY, sessionsQuery } from '../queries';

/** The signed-in devices of the account. */
export function useSessions() {
  return useQuery(sessionsQuery);
}

/** Signs one other device out, or every other one; the list is read again after either. */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const one = useMutation({ mutationFn: endSession, onSettled: refresh });
  const others = useMutation({ mutationFn: signOutOtherSessions, onSettled: refresh });
  return { one, others };
}
