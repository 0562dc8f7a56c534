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

export const membershipChooseResponseSchema = z.object({ transactionId: entityIdSchema });
export type MembershipChooseResponse = z.infer<typeof membershipChooseResponseSchema>;
