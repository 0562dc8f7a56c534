import { callApi } from '@club/platform/api/api-client';
import { sessionEndpoints, type AccountSession } from '@club/contract/sessions';

/** The signed-in devices, this one first. */
export async function fetchSessions(): Promise<AccountSession[]> {
  return (await callApi(sessionEndpoints.list)).items;
}

export function endSession(id: string): Promise<void> {
  return callApi(sessionEndpoints.end, { params: { id } });
}

export async function signOutOtherSessions(): Promise<number> {
  return (await callApi(sessionEndpoints.signOutOthers)).ended;
}
