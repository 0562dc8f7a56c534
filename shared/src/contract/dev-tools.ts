import * as z from 'zod/mini';
import { integer, timestampSchema } from '@club/shared/contract/common';

/**
 * The API's development clock (DEV_CLOCK=1, loopback clients only): tests move
 * it forward to see renewals, reminders and expiry without waiting a year.
 */
export const DEV_CLOCK_PATH = '/dev/clock';

/** POST /dev/clock: forward by `days` (and `hours`), or to `to`; never back. */
export const devClockBodySchema = z
  .strictObject({
    days: z.optional(integer(0, 3660)),
    hours: z.optional(integer(0, 24 * 366)),
    to: z.optional(timestampSchema),
  })
  .check(
    z.refine(
      (body) => body.days !== undefined || body.hours !== undefined || body.to !== undefined,
      'Give days, hours or to',
    ),
  );
export type DevClockBody = z.infer<typeof devClockBodySchema>;

export const devClockResponseSchema = z.object({ now: timestampSchema });
export type DevClockResponse = z.infer<typeof devClockResponseSchema>;

/**
 * POST /dev/test-subscriptions/{id}/next-charge (DEV_MAILBOX=1, the local test
 * provider only): whether its next renewal charge succeeds or fails. The
 * development mailbox page posts it as a form.
 */
export const testSubscriptionNextChargePath = (id: string) =>
  `/dev/test-subscriptions/${id}/next-charge`;
export const testSubscriptionParamsSchema = z.object({
  id: z.string().check(z.regex(/^sub_[A-Za-z0-9]{14}$/, 'Not a test subscription id')),
});
export const testSubscriptionNextChargeBodySchema = z.strictObject({
  outcome: z.enum(['succeed', 'fail']),
});
export type TestSubscriptionNextChargeBody = z.infer<typeof testSubscriptionNextChargeBodySchema>;
