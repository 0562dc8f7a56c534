import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutKind } from '@club/shared/contract/payment';

/** An order to create with the card payment provider. */
export interface NewPaymentOrder {
  /** In paise, GST included. */
  amountPaise: number;
  currency: 'INR';
  /** Our reference (the purchase id), at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

/** A webhook call as the provider would make it: the exact body and its headers. */
export interface SignedWebhook {
  body: string;
  signature: string;
  eventId: string;
}

/** What 'Pay' or 'Fail payment' in the test checkout hands back. */
export type TestCheckoutOutcome =
  | {
      status: 'paid';
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
      /** The `payment.captured` event the provider sends a moment later. */
      webhook: SignedWebhook;
    }
  | { status: 'failed'; reason: string; webhook: SignedWebhook };

/** The local test provider's checkout: what the browser's test dialog asks of it. */
export interface TestCheckout {
  /** Null when the order is unknown or no longer open. */
  complete(orderId: string, outcome: 'pay' | 'fail'): Promise<TestCheckoutOutcome | null>;
}

/**
 * Card payments, in the API's words: create an order, check the signature of
 * the checkout's callback and of a webhook. Razorpay and the local test
 * provider both sign the same way, so everything after the checkout is shared.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** Which checkout the browser opens. */
  readonly checkout: CheckoutKind;
  /** The public key id the checkout is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from; null for the test checkout. */
  readonly checkoutScriptUrl: string | null;
  createOrder(order: NewPaymentOrder): Promise<{ orderId: string }>;
  /** The checkout's callback: HMAC-SHA256 of `<order id>|<payment id>` with the key secret. */
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  /** Only the local test provider has one. */
  readonly testCheckout?: TestCheckout;
  close?(): Promise<void>;
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, received: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(received, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Razorpay's payment signature, as its checkout hands it to the page. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}
