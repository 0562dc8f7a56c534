import { apiGet, apiPost } from '@club/shared/api/api-client';
import { getErrorStatus } from '@club/shared/api/api-error';
import {
  MEMBERSHIP_CANCEL_PATH,
  MEMBERSHIP_PATH,
  MEMBERSHIP_RENEW_PATH,
  MEMBERSHIP_RESUME_PATH,
  membershipDetailsSchema,
  membershipRenewResponseSchema,
  membershipResponseSchema,
  type MembershipDetails,
} from '@club/shared/contract/membership';

/**
 * The first company's current membership; null without one. An API without
 * the route yet (404) has nothing to say about it either.
 */
export async function fetchMembership(): Promise<MembershipDetails | null> {
  try {
    return (await apiGet(membershipResponseSchema, MEMBERSHIP_PATH)).membership;
  } catch (error) {
    if (getErrorStatus(error) === 404) return null;
    throw error;
  }
}

export function cancelRenewal(membershipId: string): Promise<MembershipDetails> {
  return apiPost(membershipDetailsSchema, MEMBERSHIP_CANCEL_PATH, { membershipId });
}

export function resumeRenewal(membershipId: string): Promise<MembershipDetails> {
  return apiPost(membershipDetailsSchema, MEMBERSHIP_RESUME_PATH, { membershipId });
}

/** Starts paying for the next term by hand; the purchase's id goes to the checkout. */
export async function startRenewal(membershipId: string): Promise<string> {
  return (await apiPost(membershipRenewResponseSchema, MEMBERSHIP_RENEW_PATH, { membershipId }))
    .transactionId;
}
