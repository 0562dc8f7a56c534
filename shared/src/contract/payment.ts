import * as z from 'zod/mini';
import { entityIdSchema } from '@club/shared/contract/common';

/** The card payment provider's segment in the payment paths. */
export const PAYMENT_PROVIDER = 'razorpay';
export const PAYMENT_ORDER_PATH = `/payments/${PAYMENT_PROVIDER}/order`;
export const PAYMENT_VERIFY_PATH = `/payments/${PAYMENT_PROVIDER}/verify`;

/** POST /payments/razorpay/order */
export const paymentOrderBodySchema = z.strictObject({ transactionId: entityIdSchema });
export type PaymentOrderBody = z.infer<typeof paymentOrderBodySchema>;

const providerId = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const paymentOrderResponseSchema = z.object({
  /** In paise (the smallest unit), GST included. */
  amount: z.number().check(z.int(), z.positive()),
  currency: z.literal('INR'),
  orderId: z.string().check(z.minLength(1)),
  /** The provider's public key id; the same build serves every environment. */
  keyId: z.string().check(z.minLength(1)),
  /** Where the browser loads the provider's checkout script from. */
  checkoutScriptUrl: z.url(),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

/** POST /payments/razorpay/verify: the provider's callback data, passed straight through. */
export const paymentVerifyBodySchema = z.strictObject({
  razorpay_order_id: providerId(100),
  razorpay_payment_id: providerId(100),
  razorpay_signature: providerId(200),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBodySchema>;

export const paymentVerifyResponseSchema = z.object({ success: z.boolean() });
export type PaymentVerifyResponse = z.infer<typeof paymentVerifyResponseSchema>;
