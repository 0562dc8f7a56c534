import * as z from 'zod/mini';
import { integer, okResponseSchema, timestampSchema } from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';
import {
  testCheckoutCaptureBodySchema,
  testCheckoutCaptureResponseSchema,
} from '@club/contract/payment';

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
export const testSubscriptionParamsSchema = z.object({
  id: z.string().check(z.regex(/^sub_[A-Za-z0-9]{14}$/, 'Not a test subscription id')),
});
export const testSubscriptionNextChargeBodySchema = z.strictObject({
  outcome: z.enum(['succeed', 'fail']),
});
export type TestSubscriptionNextChargeBody = z.infer<typeof testSubscriptionNextChargeBodySchema>;

/** The API's clock (DEV_CLOCK=1), for clients on this machine only. */
export const devClockEndpoints = defineEndpoints({
  now: {
    method: 'GET',
    path: '/dev/clock',
    access: 'this-machine',
    tag: 'Development',
    summary: "The API's clock (DEV_CLOCK=1, loopback only)",
    response: devClockResponseSchema,
  },
  moveForward: {
    method: 'POST',
    path: '/dev/clock',
    access: 'this-machine',
    tag: 'Development',
    summary:
      "Move the API's clock forward, then run the payment and membership jobs and the outbox",
    body: devClockBodySchema,
    response: devClockResponseSchema,
  },
});

/** The local test provider's subscriptions (DEV_MAILBOX=1 with PAYMENTS=test), this machine only. */
export const testSubscriptionEndpoints = defineEndpoints({
  nextCharge: {
    method: 'POST',
    path: '/dev/test-subscriptions/:id/next-charge',
    access: 'this-machine',
    tag: 'Development',
    summary: "Choose whether a test subscription's next renewal charge succeeds or fails",
    params: testSubscriptionParamsSchema,
    body: testSubscriptionNextChargeBodySchema,
    response: okResponseSchema,
  },
});

/**
 * The local test provider's checkout (PAYMENTS=test): Pay or Fail payment for an
 * order of the caller's own purchase. Registered by the development kit only.
 */
export const testCheckoutEndpoints = defineEndpoints({
  capture: {
    method: 'POST',
    path: '/payments/test-checkout/capture',
    access: 'user',
    owner: 'own-company-or-404',
    tag: 'Payments',
    summary: "The test checkout's Pay / Fail payment (local test provider only)",
    body: testCheckoutCaptureBodySchema,
    response: testCheckoutCaptureResponseSchema,
    errors: [409],
  },
});
