import * as z from 'zod/mini';
import {
  entityIdSchema,
  idParamsSchema,
  referenceIdSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';
import { membershipTypeNameSchema } from '@club/contract/reference';

/** GET /membership/status */
export const membershipStatusSchema = z.object({ hasActiveMembership: z.boolean() });
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** POST /membership/choose: a plan for the caller's first company (the server finds it). */
export const membershipChooseBodySchema = z.strictObject({
  membershipTypeId: referenceIdSchema,
});
export type MembershipChooseBody = z.infer<typeof membershipChooseBodySchema>;

const wholeRupees = z.number().check(z.int(), z.nonnegative());

/** The server's price of the chosen plan: the yearly price, 18% GST, and the total to pay. */
export const membershipChooseResponseSchema = z.object({
  transactionId: entityIdSchema,
  price: wholeRupees,
  gst: wholeRupees,
  total: wholeRupees,
});
export type MembershipChooseResponse = z.infer<typeof membershipChooseResponseSchema>;

/**
 * A membership's state. It only moves forward: pending → active → (renewal
 * due) → active for the next term, or lapsed; active → cancelled (auto-renewal
 * off, access to the end of the paid term) → ended; any → terminated by the
 * club. Resume is the one way back: cancelled → active before the term ends.
 */
export const MEMBERSHIP_STATES = [
  'pending',
  'active',
  'renewal_due',
  'cancelled',
  'ended',
  'lapsed',
  'terminated',
] as const;
export const membershipStateSchema = z.enum(MEMBERSHIP_STATES);
export type MembershipState = z.infer<typeof membershipStateSchema>;

/** An amount in whole rupees: the yearly price, its 18% GST and the total. */
const chargeSchema = z.object({ price: wholeRupees, gst: wholeRupees, total: wholeRupees });

/**
 * GET /membership: the first company's current membership (the active one, else
 * the most recent), as My Account shows it. States and `isActive` are worked
 * out when asked, from the stored state and the dates.
 */
export const membershipDetailsSchema = z.object({
  id: entityIdSchema,
  companyId: entityIdSchema,
  plan: z.object({ id: referenceIdSchema, name: membershipTypeNameSchema }),
  state: membershipStateSchema,
  isActive: z.boolean(),
  termStartsAt: z.nullable(timestampSchema),
  termEndsAt: z.nullable(timestampSchema),
  /** After a failed renewal charge: access continues until then. */
  graceEndsAt: z.nullable(timestampSchema),
  /** Whether the next term will be charged automatically. */
  autoRenewal: z.boolean(),
  /** The next automatic charge, GST included; null without auto-renewal. */
  nextCharge: z.nullable(z.extend(chargeSchema, { date: timestampSchema })),
  /** What 'Renew now' would buy (the next term and its price); null when it is not offered. */
  renewal: z.nullable(
    z.extend(chargeSchema, { termStartsAt: timestampSchema, termEndsAt: timestampSchema }),
  ),
  canCancel: z.boolean(),
  canResume: z.boolean(),
  /** Where the member authorises the card for auto-renewal, while that is still to do. */
  authorisationUrl: z.nullable(z.string()),
  terminationReason: z.nullable(z.string()),
  /**
   * What the member area's banner says: a term ending soon without
   * auto-renewal, or a grace period after a failed charge; null otherwise.
   */
  notice: z.nullable(z.object({ kind: z.enum(['ends-soon', 'grace']), until: timestampSchema })),
});
export type MembershipDetails = z.infer<typeof membershipDetailsSchema>;

export const membershipResponseSchema = z.object({
  membership: z.nullable(membershipDetailsSchema),
});
export type MembershipResponse = z.infer<typeof membershipResponseSchema>;

/** POST /membership/cancel, /membership/resume and /membership/renew. */
export const membershipActionBodySchema = z.strictObject({ membershipId: entityIdSchema });
export type MembershipActionBody = z.infer<typeof membershipActionBodySchema>;

/**
 * POST /membership/renew: a purchase of the next term, paid like any other
 * (payment order, checkout, verify). The term starts where the current one
 * ends; after a membership has ended, at payment.
 */
export const membershipRenewResponseSchema = z.extend(membershipChooseResponseSchema, {
  termStartsAt: timestampSchema,
  termEndsAt: timestampSchema,
});
export type MembershipRenewResponse = z.infer<typeof membershipRenewResponseSchema>;

/** POST /admin/memberships/{id}/terminate (admins): ends a membership at once, with the reason. */
export const membershipTerminateBodySchema = z.strictObject({
  reason: text({
    min: 3,
    max: 500,
    minMessage: 'Give the reason for the termination',
    maxMessage: 'Keep the reason under 500 characters',
  }),
});
export type MembershipTerminateBody = z.infer<typeof membershipTerminateBodySchema>;

export const membershipTerminateResponseSchema = z.object({
  id: entityIdSchema,
  state: z.literal('terminated'),
  terminatedAt: timestampSchema,
  terminationReason: z.string(),
});
export type MembershipTerminateResponse = z.infer<typeof membershipTerminateResponseSchema>;

/** The routes of a company's membership (buying and renewing one: `purchaseEndpoints` in payment). */
export const membershipEndpoints = defineEndpoints({
  status: {
    method: 'GET',
    path: '/membership/status',
    access: 'user',
    tag: 'Members',
    summary: "Whether the user's first company has an active membership",
    response: membershipStatusSchema,
  },
  current: {
    method: 'GET',
    path: '/membership',
    access: 'user',
    tag: 'Members',
    summary: "The first company's current membership, as My Account shows it",
    response: membershipResponseSchema,
  },
  cancel: {
    method: 'POST',
    path: '/membership/cancel',
    access: 'user',
    owner: 'own-company-or-403',
    tag: 'Members',
    summary: "Turn off auto-renewal of the company's own membership",
    body: membershipActionBodySchema,
    response: membershipDetailsSchema,
    errors: [404, 409],
  },
  resume: {
    method: 'POST',
    path: '/membership/resume',
    access: 'user',
    owner: 'own-company-or-403',
    tag: 'Members',
    summary: 'Turn auto-renewal back on, before the paid term ends',
    body: membershipActionBodySchema,
    response: membershipDetailsSchema,
    errors: [404, 409],
  },
  terminate: {
    method: 'POST',
    path: '/admin/memberships/:id/terminate',
    access: 'admin',
    tag: 'Admin',
    summary: 'End a membership at once, with the reason (admins only)',
    params: idParamsSchema,
    body: membershipTerminateBodySchema,
    response: membershipTerminateResponseSchema,
    errors: [404, 409],
  },
});
