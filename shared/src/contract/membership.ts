import * as z from 'zod/mini';
import { entityIdSchema, referenceIdSchema } from '@club/shared/contract/common';

/** GET /membership/status */
export const membershipStatusSchema = z.object({ hasActiveMembership: z.boolean() });
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** POST /membership/choose */
export const membershipChooseBodySchema = z.strictObject({
  companyId: entityIdSchema,
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
