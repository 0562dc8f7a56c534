import { useMutation } from '@tanstack/react-query';
import { adminEventEndpoints, type CheckInResult } from '@club/contract/events';
import { callApi } from '@club/platform/api/api-client';
import { getErrorMessage } from '@club/platform/api/api-error';
import { useState } from 'react';
import { useT } from '../i18n';

export type CheckInOutcome =
  | { kind: 'checked-in' | 'already'; result: CheckInResult; code: string }
  | { kind: 'refused'; message: string; code: string };

/** Sends a typed or scanned code for one meeting and keeps the last outcome to show. */
export function useCheckIn(meetingId: string | null) {
  const t = useT();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: (code: string) => {
      if (!meetingId) throw new Error(t('events.checkIn.chooseFirst'));
      return callApi(adminEventEndpoints.checkIn, { params: { id: meetingId }, body: { code } });
    },
    onSuccess: (result, code) =>
      setOutcome({ kind: result.alreadyCheckedIn ? 'already' : 'checked-in', result, code }),
    onError: (error, code) =>
      setOutcome({
        kind: 'refused',
        code,
        message: getErrorMessage(error, t('events.checkIn.failed')),
      }),
  });
  return {
    outcome,
    pending: mutation.isPending,
    checkIn: (code: string) => mutation.mutate(code.trim()),
  };
}
