import { callApi } from '@club/platform/api/api-client';
import { consentEndpoints, type ConsentState, type MyConsentsBody } from '@club/contract/privacy';

export async function fetchConsents(): Promise<ConsentState[]> {
  return (await callApi(consentEndpoints.get)).consents;
}

export async function saveConsents(body: MyConsentsBody): Promise<ConsentState[]> {
  return (await callApi(consentEndpoints.update, { body })).consents;
}
