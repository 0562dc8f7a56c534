import { apiDelete, apiGet, apiPost } from '@club/shared/api/api-client';
import {
  accountSessionsResponseSchema,
  sessionsPaths,
  signOutOthersResponseSchema,
  type AccountSession,
} from '@club/shared/contract/sessions';

/** The signed-in devices, this one first. */
export async function fetchSessions(): Promise<AccountSession[]> {
  return (await apiGet(accountSessionsResponseSchema, sessionsPaths.list)).items;
}

export function endSession(id: string): Promise<void> {
  return apiDelete(null, sessionsPaths.one(id));
}

export async function signOutOtherSessions(): Promise<number> {
  return (await apiPost(signOutOthersResponseSchema, sessionsPaths.signOutOthers)).ended;
}
