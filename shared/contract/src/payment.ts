import * as z from 'zod/mini';
import {
  entityIdSchema,
  inputString,
  okResponseSchema,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup, defineEndpoints } from '@club/contract/endpoint';
import {
  membershipActionBodySchema,
  membershipChooseBodySchema,
  membershipChooseResponseSchema,
  membershipRenewResponseSchema,
  membershipUpgradeBodySchema,
  membershipUpgradeResponseSchema,
} from '@club/contract/membership';

/**
 * Card payments. The paths keep the card provider's segment (`razorpay`); the
 * API serves them either with Razorpay itself or with a local test provider
 * that signs like Razorpay, so the browser code is the same for both.
 */
export const PAYMENT_PROVIDER = 'razorpay';

/**
 * Whose checkout the order is paid in: Razorpay's, or the local test provider's
 * stand-in for it (development and tests). The browser opens both the same way.
 */
export const checkoutKindSchema = z.enum(['razorpay', 'test']);
export type CheckoutKind = z.infer<typeof checkoutKindSchema>;

/** POST /payments/razorpay/order */
export const paymentOrderBodySchema = z.strictObject({ transactionId: entityIdSchema });
export type PaymentOrderBody = z.infer<typeof paymentOrderBodySchema>;

const providerId = (max: number) => inputString(z.minLength(1), z.maxLength(max));

export const paymentOrderResponseSchema = z.object({
  checkout: checkoutKindSchema,
  /** In paise (the smallest unit), GST included. */
  amount: z.number().check(z.int(), z.positive()),
  currency: z.literal('INR'),
  orderId: z.string().check(z.minLength(1)),
  /** The provider's public key id; the same build serves every environment. */
  keyId: z.string().check(z.minLength(1)),
  /**
   * Where the browser loads the checkout script from: Razorpay's checkout.js, or
   * the test provider's stand-in for it, served by a development API.
   */
  checkoutScriptUrl: z.url(),
  /** What the payment window shows: the business name and 'Membership Payment'. */
  businessName: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  /** The brand colour of the payment window. */
  themeColor: z.string(),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

/** POST /payments/razorpay/verify: the provider's callback data, passed straight through. */
export const paymentVerifyBodySchema = z.strictObject({
  razorpay_order_id: providerId(100),
  razorpay_payment_id: providerId(100),
  razorpay_signature: providerId(200),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBodySchema>;

/**
 * Why a payment was given back: the company already holds the plan active
 * (`already-active`), the purchase was already paid by another payment
 * (`already-paid`), a renewal by hand came for a term that is no longer due
 * (`renewal-not-due`), a subscription charged a term that was not due
 * (`charge-not-due`), or an upgrade was paid for a membership that no longer
 * has it to make: already on the plan, ended, or its term changed
 * (`upgrade-not-due`).
 */
/**
 * What a payment buys: a new membership (`purchase`), the next term of a
 * membership paid by hand (`renewal`), the next term charged by the
 * membership's subscription (`subscription`), or a higher plan for the rest of
 * the current term (`upgrade`).
 */
export const PAYMENT_KINDS = ['purchase', 'renewal', 'subscription', 'upgrade'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const REFUND_REASONS = [
  'already-active',
  'already-paid',
  'renewal-not-due',
  'charge-not-due',
  'upgrade-not-due',
] as const;

/** A payment the server recorded but did not use: it is refunded through the provider. */
export const refundedPaymentSchema = z.object({
  reason: z.enum(REFUND_REASONS),
  /** In rupees, GST included: the whole payment. */
  amount: z.number().check(z.positive()),
  planName: z.string(),
  /** The end of the company's active membership of the plan, if it has one. */
  endsAt: z.nullable(timestampSchema),
});
export type RefundedPayment = z.infer<typeof refundedPaymentSchema>;

export const paymentVerifyResponseSchema = z.object({
  success: z.boolean(),
  /** The membership the payment activated, when it succeeded. */
  endsAt: z.optional(timestampSchema),
  /** Present when the payment was not needed (one plan, one active membership) and is refunded. */
  refunded: z.optional(refundedPaymentSchema),
});
export type PaymentVerifyResponse = z.infer<typeof paymentVerifyResponseSchema>;

/**
 * Buying a plan or the next term of one, and paying for it: choose (or renew),
 * then a payment order, the checkout, and verify.
 */
export const purchaseEndpoints = defineEndpointGroup(
  { access: 'user', tag: 'Payments' },
  {
    choose: {
      method: 'POST',
      path: '/membership/choose',
      summary: "Start buying a plan for the signed-in user's first company",
      body: membershipChooseBodySchema,
      response: membershipChooseResponseSchema,
      errors: [403, 409],
    },
    renew: {
      method: 'POST',
      path: '/membership/renew',
      owner: 'own-company-or-403',
      summary: "Start paying for the next term of the company's own membership by hand",
      body: membershipActionBodySchema,
      response: membershipRenewResponseSchema,
      errors: [404, 409],
    },
    upgrade: {
      method: 'POST',
      path: '/membership/upgrade',
      summary:
        'Start paying for a higher plan for the rest of the current term (pro-rated, GST included)',
      body: membershipUpgradeBodySchema,
      response: membershipUpgradeResponseSchema,
      errors: [403, 409],
    },
    order: {
      method: 'POST',
      path: `/payments/${PAYMENT_PROVIDER}/order`,
      owner: 'own-company-or-404',
      summary: 'Create a payment order for a purchase (amount in paise, GST included)',
      body: paymentOrderBodySchema,
      response: paymentOrderResponseSchema,
      errors: [409, 503],
    },
    verify: {
      method: 'POST',
      path: `/payments/${PAYMENT_PROVIDER}/verify`,
      summary: "Check the checkout's signed callback and activate the membership",
      body: paymentVerifyBodySchema,
      response: paymentVerifyResponseSchema,
    },
  },
);

/** The provider's webhook: signed, so public; its body is read as raw bytes (no body schema). */
export const paymentWebhookEndpoints = defineEndpoints({
  webhook: {
    method: 'POST',
    path: `/payments/${PAYMENT_PROVIDER}/webhook`,
    access: 'public',
    tag: 'Payments',
    summary:
      'Razorpay webhook: payment.captured, order.paid, payment.failed and the subscription events',
    response: okResponseSchema,
    errors: [400, 415],
  },
});
