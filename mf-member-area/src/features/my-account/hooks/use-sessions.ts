import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import { endSession, fetchSessions, signOutOtherSessions } from '../api/session-requests';

/** Under the user's keys, so a new session never sees the last one's devices. */
export const SESSIONS_QUERY_KEY = [...queryKeys.user.all, 'sessions'] as const;

/** The signed-in devices of the account. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: fetchSessions, retry: false });
}

/** Signs one other device out, or every other one; the list is read again after either. */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const one = useMutation({ mutationFn: endSession, onSettled: refresh });
  const others = useMutation({ mutationFn: signOutOtherSessions, onSettled: refresh });
  return { one, others };
}
