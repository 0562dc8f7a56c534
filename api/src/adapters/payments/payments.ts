import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutKind } from '@club/contract/payment';

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

/** A yearly plan with the provider: what every renewal charge of a membership type costs. */
export interface NewSubscriptionPlan {
  /** Shown on the provider's invoices, e.g. `Producers membership`. */
  name: string;
  /** In paise, GST included. */
  amountPaise: number;
}

/**
 * A subscription that charges the plan once a year, the first time at
 * `startAt` (the end of the term already paid).
 */
export interface NewSubscription {
  planId: string;
  /** The plan's amount, in paise (the local provider charges it; Razorpay knows it from the plan). */
  amountPaise: number;
  startAt: Date;
  /** How many yearly charges at most. */
  totalCount: number;
  /** Our reference, echoed in the provider's webhooks. */
  notes: { membershipId: string };
}

export interface CreatedSubscription {
  subscriptionId: string;
  /** Where the member authorises the card mandate; null when nothing is left to authorise. */
  authorisationUrl: string | null;
}

/** A full refund of a captured payment. */
export interface PaymentRefund {
  paymentId: string;
  /** In paise: the whole payment. */
  amountPaise: number;
  /** Our reference (the purchase, the reason), kept with the refund at the provider. */
  notes: Record<string, string>;
}

/** A payment made against an order, as the provider reports it. */
export interface ProviderPayment {
  id: string;
  amountPaise: number;
  currency: string;
  /** Only `captured` is money received; `refunded` was captured and given back. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  createdAt: Date;
}

/** One of the local test provider's subscriptions, as the development mailbox lists them. */
export interface TestSubscriptionView {
  id: string;
  membershipId: string;
  amountPaise: number;
  status: 'active' | 'halted' | 'cancelled';
  chargeAt: Date;
  nextOutcome: 'succeed' | 'fail';
  paidCount: number;
}

/**
 * The local test provider's renewal charges: it "charges" each subscription
 * when its date comes (when the API's clock says so), succeeding or failing
 * as a test or the development mailbox page chose, and hands back the signed
 * webhooks Razorpay would send (`subscription.charged`, `subscription.halted`).
 */
export interface TestSubscriptions {
  chargeDue(now: Date): Promise<SignedWebhook[]>;
  /** False when there is no such subscription. */
  setNextOutcome(subscriptionId: string, outcome: 'succeed' | 'fail'): Promise<boolean>;
  list(): Promise<TestSubscriptionView[]>;
}

/** The local test provider's checkout: what its checkout script asks of it. */
export interface TestCheckout {
  /** Null when the order is unknown or no longer open. */
  complete(orderId: string, outcome: 'pay' | 'fail'): Promise<TestCheckoutOutcome | null>;
}

/**
 * Card payments, in the API's words: create an order, check the signature of
 * the checkout's callback and of a webhook, refund a payment, list an order's
 * payments, and the yearly subscriptions that renew memberships. Razorpay and the local test
 * provider both sign the same way, so everything after the checkout is shared.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** Which checkout the browser opens. */
  readonly checkout: CheckoutKind;
  /** The public key id the checkout is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from (the test provider serves its own). */
  readonly checkoutScriptUrl: string;
  createOrder(order: NewPaymentOrder): Promise<{ orderId: string }>;
  /** The checkout's callback: HMAC-SHA256 of `<order id>|<payment id>` with the key secret. */
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  /** A yearly plan for renewals; created once per membership type and amount. */
  createPlan(plan: NewSubscriptionPlan): Promise<{ planId: string }>;
  createSubscription(subscription: NewSubscription): Promise<CreatedSubscription>;
  /** Stops the subscription now: it never charges again. Cancelling it twice is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Gives a captured payment back in full, at normal speed. Asking again for a
   * payment that has a refund already (a retry after a lost answer) answers
   * that refund: a payment is never refunded twice.
   */
  refundPayment(refund: PaymentRefund): Promise<{ refundId: string }>;
  /** The payments made against an order: how the reconciliation learns of a payment nobody reported. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Only the local test provider has these. */
  readonly testCheckout?: TestCheckout;
  readonly testSubscriptions?: TestSubscriptions;
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
