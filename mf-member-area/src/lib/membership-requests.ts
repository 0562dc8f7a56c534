import { callApi } from '@club/platform/api/api-client';
import { getErrorStatus } from '@club/platform/api/api-error';
import { membershipEndpoints, type MembershipDetails } from '@club/contract/membership';
import { purchaseEndpoints } from '@club/contract/payment';

/**
 * The first company's current membership; null without one. An API without
 * the route yet (404) has nothing to say about it either.
 */
export async function fetchMembership(): Promise<MembershipDetails | null> {
  try {
    return (await callApi(membershipEndpoints.current)).membership;
  } catch (error) {
    if (getErrorStatus(error) === 404) return null;
    throw error;
  }
}

export function cancelRenewal(membershipId: string): Promise<MembershipDetails> {
  return callApi(membershipEndpoints.cancel, { body: { membershipId } });
}

export function resumeRenewal(membershipId: string): Promise<MembershipDetails> {
  return callApi(membershipEndpoints.resume, { body: { membershipId } });
}

/** Starts paying for the next term by hand; the purchase's id goes to the checkout. */
export async function startRenewal(membershipId: string): Promise<string> {
  return (await callApi(purchaseEndpoints.renew, { body: { membershipId } })).transactionId;
}
