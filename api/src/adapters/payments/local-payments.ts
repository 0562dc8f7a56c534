import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { testCheckoutOrders } from '../../db/schema/payments';
import type { Clock } from '../../lib/clock';
import {
  hmacHex,
  paymentSignature,
  signatureMatches,
  type PaymentProvider,
  type SignedWebhook,
  type TestCheckoutOutcome,
} from './payments';

/** The public key id of the local test provider, shaped like Razorpay's test keys. */
export const TEST_CHECKOUT_KEY_ID = 'rzp_test_localcheckout';

/** What the test checkout says when 'Fail payment' is pressed, as Razorpay's payment.failed does. */
export const TEST_CHECKOUT_FAILURE_REASON = 'Payment failed in the test checkout';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `order_` or `pay_` and 14 random letters and digits, like Razorpay's ids. */
function providerId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export interface LocalPaymentsOptions {
  db: Database;
  clock: Clock;
  /** The key secret and webhook secret are derived from it (the API's own JWT secret). */
  secret: string;
}

/** The test provider's key secret and webhook secret, derived from the API's secret. */
export function localPaymentSecrets(secret: string) {
  return {
    keySecret: hmacHex(secret, 'test-checkout:key-secret'),
    webhookSecret: hmacHex(secret, 'test-checkout:webhook-secret'),
  };
}

/**
 * A payment provider that needs nothing outside this machine and behaves like
 * Razorpay: it issues orders (kept in its own table), its test checkout pays
 * or fails them and returns the three fields Razorpay's checkout returns,
 * signed the same way, and it produces the signed webhook Razorpay would send.
 */
export function localPayments(options: LocalPaymentsOptions): PaymentProvider {
  const { db, clock } = options;
  const { keySecret, webhookSecret } = localPaymentSecrets(options.secret);

  function signedEvent(
    event: 'payment.captured' | 'payment.failed',
    payment: Record<string, unknown>,
  ): SignedWebhook {
    const createdAt = Math.floor(clock.now().getTime() / 1000);
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_localtest',
      event,
      contains: ['payment'],
      payload: { payment: { entity: { entity: 'payment', created_at: createdAt, ...payment } } },
      created_at: createdAt,
    });
    return { body, signature: hmacHex(webhookSecret, body), eventId: providerId('evt') };
  }

  return {
    name: 'test',
    checkout: 'test',
    keyId: TEST_CHECKOUT_KEY_ID,
    checkoutScriptUrl: null,
    async createOrder(order) {
      const id = providerId('order');
      await db.insert(testCheckoutOrders).values({
        id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        receipt: order.receipt,
        createdAt: clock.now(),
      });
      return { orderId: id };
    },
    paymentSignatureValid(orderId, paymentId, signature) {
      return signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature);
    },
    webhookSignatureValid(rawBody, signature) {
      return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
    },
    testCheckout: {
      async complete(orderId, outcome): Promise<TestCheckoutOutcome | null> {
        // A failed attempt leaves the order open for another, as on Razorpay.
        const paymentId = providerId('pay');
        const [order] =
          outcome === 'pay'
            ? await db
                .update(testCheckoutOrders)
                .set({ status: 'paid', paymentId })
                .where(
                  and(eq(testCheckoutOrders.id, orderId), eq(testCheckoutOrders.status, 'created')),
                )
                .returning()
            : await db
                .select()
                .from(testCheckoutOrders)
                .where(
                  and(eq(testCheckoutOrders.id, orderId), eq(testCheckoutOrders.status, 'created')),
                );
        if (!order) return null;
        const payment = {
          id: paymentId,
          amount: order.amountPaise,
          currency: order.currency,
          order_id: order.id,
          method: 'card',
        };
        if (outcome === 'fail') {
          return {
            status: 'failed',
            reason: TEST_CHECKOUT_FAILURE_REASON,
            webhook: signedEvent('payment.failed', {
              ...payment,
              status: 'failed',
              captured: false,
              error_description: TEST_CHECKOUT_FAILURE_REASON,
            }),
          };
        }
        return {
          status: 'paid',
          razorpay_order_id: order.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(keySecret, order.id, paymentId),
          webhook: signedEvent('payment.captured', {
            ...payment,
            status: 'captured',
            captured: true,
          }),
        };
      },
    },
  };
}
