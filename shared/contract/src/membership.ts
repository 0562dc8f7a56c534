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
  /** A lower plan chosen for the next term: the renewal switches to it; null to keep the plan. */
  nextPlan: z.nullable(z.object({ id: referenceIdSchema, name: membershipTypeNameSchema })),
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

/**
 * What changing to a plan means for the company now: it is the current plan,
 * a higher one bought now for the rest of the term (`upgrade`, with the
 * pro-rated price), one the renewal switches to (`switch-at-renewal`, or
 * `chosen-for-renewal` once chosen), or, without an active membership, a
 * plan to buy (`buy`).
 */
export const PLAN_CHANGE_ACTIONS = [
  'buy',
  'current',
  'upgrade',
  'switch-at-renewal',
  'chosen-for-renewal',
] as const;
export type PlanChangeAction = (typeof PLAN_CHANGE_ACTIONS)[number];

/** The pro-rated price of an upgrade: what the rest of the term costs on the higher plan. */
export const upgradePriceSchema = z.extend(chargeSchema, {
  /** Whole days left in the term, and the days of the whole term. */
  remainingDays: z.number().check(z.int(), z.nonnegative()),
  termDays: z.number().check(z.int(), z.positive()),
  /** The term's end, unchanged by the upgrade. */
  termEndsAt: timestampSchema,
});
export type UpgradePrice = z.infer<typeof upgradePriceSchema>;

/** GET /membership/plans: each plan as the membership page offers it to this company. */
export const planOptionsResponseSchema = z.object({
  /** The company's membership with access, if any. */
  membershipId: z.nullable(entityIdSchema),
  options: z.array(
    z.object({
      planId: referenceIdSchema,
      name: membershipTypeNameSchema,
      action: z.enum(PLAN_CHANGE_ACTIONS),
      /** Only for `upgrade`. */
      upgrade: z.nullable(upgradePriceSchema),
    }),
  ),
});
export type PlanOptionsResponse = z.infer<typeof planOptionsResponseSchema>;
export type PlanOption = PlanOptionsResponse['options'][number];

/** POST /membership/upgrade: the higher plan for the rest of the current term. */
export const membershipUpgradeBodySchema = z.strictObject({ membershipTypeId: referenceIdSchema });
export type MembershipUpgradeBody = z.infer<typeof membershipUpgradeBodySchema>;

export const membershipUpgradeResponseSchema = z.extend(upgradePriceSchema, {
  transactionId: entityIdSchema,
});
export type MembershipUpgradeResponse = z.infer<typeof membershipUpgradeResponseSchema>;

/**
 * POST /membership/next-plan: the plan the next term switches to (a lower or
 * equally priced one); the current plan's id keeps the current plan.
 */
export const membershipNextPlanBodySchema = z.strictObject({
  membershipId: entityIdSchema,
  membershipTypeId: referenceIdSchema,
});
export type MembershipNextPlanBody = z.infer<typeof membershipNextPlanBodySchema>;

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
  plans: {
    method: 'GET',
    path: '/membership/plans',
    access: 'user',
    tag: 'Members',
    summary: "Each plan as offered to the user's first company: buy, current, upgrade or switch",
    response: planOptionsResponseSchema,
  },
  nextPlan: {
    method: 'POST',
    path: '/membership/next-plan',
    access: 'user',
    owner: 'own-company-or-403',
    tag: 'Members',
    summary: 'Choose the plan the next term switches to (no charge now)',
    body: membershipNextPlanBodySchema,
    response: membershipDetailsSchema,
    errors: [404, 409],
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
