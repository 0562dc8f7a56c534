import type { MembershipState } from '@club/contract/membership';

/**
 * The Cancellation Policy's sentence on charges already billed: the policy
 * page shows it, and so do the places where a member cancels.
 */
export const NO_REFUND_SENTENCE =
  'A yearly charge that has already been billed is not refundable, even if you cancel shortly afterwards.';

/** How each state reads to a member. */
export const MEMBERSHIP_STATE_LABELS: Readonly<Record<MembershipState, string>> = {
  pending: 'Awaiting payment',
  active: 'Active',
  renewal_due: 'Renewal due',
  cancelled: 'Cancelled at period end',
  ended: 'Ended',
  lapsed: 'Lapsed',
  terminated: 'Terminated',
};
