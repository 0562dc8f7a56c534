import * as z from 'zod/mini';
import { integer, okResponseSchema, timestampSchema } from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';
import { paymentVerifyBodySchema } from '@club/contract/payment';

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
 * POST /payments/test-checkout/capture (the local test provider only): 'Pay'
 * or 'Fail payment' in the test checkout. A paid order answers with the
 * three signed fields Razorpay's checkout hands the page.
 */
export const testCheckoutCaptureBodySchema = z.strictObject({
  orderId: paymentVerifyBodySchema.shape.razorpay_order_id,
  outcome: z.enum(['pay', 'fail']),
});
export type TestCheckoutCaptureBody = z.infer<typeof testCheckoutCaptureBodySchema>;

export const testCheckoutCaptureResponseSchema = z.union([
  z.object({ status: z.literal('paid'), ...paymentVerifyBodySchema.shape }),
  z.object({
    status: z.literal('failed'),
    /** As Razorpay's payment.failed event describes it. */
    reason: z.string(),
  }),
]);
export type TestCheckoutCaptureResponse = z.infer<typeof testCheckoutCaptureResponseSchema>;

/**
 * The local test provider's checkout (PAYMENTS=test), registered by the
 * development kit only. It plays Razorpay's part: the payment order sends the
 * browser to its script, a stand-in for Razorpay's checkout.js, and the
 * script's Pay or Fail payment posts the order id to the provider, which is the
 * credential there, as it is at Razorpay.
 */
export const testCheckoutEndpoints = defineEndpoints({
  script: {
    method: 'GET',
    path: '/payments/test-checkout/checkout.js',
    access: 'public',
    tag: 'Payments',
    summary:
      "The test checkout's script, a stand-in for Razorpay's checkout.js (test provider only)",
    response: null,
  },
  capture: {
    method: 'POST',
    path: '/payments/test-checkout/capture',
    access: 'public',
    tag: 'Payments',
    summary: "The test checkout's Pay / Fail payment (local test provider only)",
    body: testCheckoutCaptureBodySchema,
    response: testCheckoutCaptureResponseSchema,
    errors: [404, 409],
  },
});
