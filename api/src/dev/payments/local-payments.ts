import { randomBytes } from 'node:crypto';
import { testCheckoutEndpoints } from '@club/contract/dev-tools';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  testCheckoutOrders,
  testCheckoutRefunds,
  testSubscriptions,
} from './local-payments-schema';
import { yearsAfter } from '../../lib/calendar';
import type { Clock } from '../../lib/clock';
import {
  hmacHex,
  paymentSignature,
  signatureMatches,
  type PaymentProvider,
  type SignedWebhook,
  type TestCheckoutOutcome,
  type TestSubscriptions,
} from '../../adapters/payments/payments';

/** How many due subscriptions one run charges at most. */
const CHARGE_BATCH = 50;

const yearAfter = (date: Date): Date => yearsAfter(date, 1);

/** The public key id of the local test provider, shaped like Razorpay's test keys. */
export const TEST_CHECKOUT_KEY_ID = 'rzp_test_localcheckout';

/** What the test checkout says when 'Fail payment' is pressed, as Razorpay's payment.failed does. */
export const TEST_CHECKOUT_FAILURE_REASON = 'Payment failed in the test checkout';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `order_`, `pay_` or `rfnd_test_` and 14 random letters and digits, like Razorpay's ids. */
function providerId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export interface LocalPaymentsOptions {
  db: Database;
  clock: Clock;
  /** The key secret and webhook secret are derived from it (the API's own JWT secret). */
  secret: string;
  /** Where browsers reach the API (PUBLIC_URL): the test checkout's script is served there. */
  publicUrl: string;
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
 * It refunds a payment once and lists an order's payments, from its own
 * tables. Its subscriptions charge when the API's clock reaches their date.
 */
export function localPayments(options: LocalPaymentsOptions): PaymentProvider {
  const { db, clock } = options;
  const { keySecret, webhookSecret } = localPaymentSecrets(options.secret);

  function signed(event: string, payload: Record<string, { entity: object }>): SignedWebhook {
    const createdAt = Math.floor(clock.now().getTime() / 1000);
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_localtest',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: createdAt,
    });
    return { body, signature: hmacHex(webhookSecret, body), eventId: providerId('evt') };
  }

  function signedEvent(
    event: 'payment.captured' | 'payment.failed',
    payment: Record<string, unknown>,
  ): SignedWebhook {
    const createdAt = Math.floor(clock.now().getTime() / 1000);
    return signed(event, {
      payment: { entity: { entity: 'payment', created_at: createdAt, ...payment } },
    });
  }

  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  /** The subscription as Razorpay describes it in its webhooks. */
  function subscriptionEntity(
    row: typeof testSubscriptions.$inferSelect,
    status: 'active' | 'halted',
    cycle: { start: Date; end: Date } | null,
  ) {
    return {
      id: row.id,
      entity: 'subscription',
      plan_id: row.planId,
      status,
      current_start: cycle ? seconds(cycle.start) : null,
      current_end: cycle ? seconds(cycle.end) : null,
      charge_at: cycle ? seconds(cycle.end) : seconds(row.chargeAt),
      paid_count: row.paidCount + (cycle ? 1 : 0),
      notes: { membershipId: row.membershipId },
    };
  }

  /**
   * Charges what is due, each subscription under its row lock (skipping ones
   * another instance holds), so a charge happens once however many instances
   * run. A charge moves the next one a year on; a failure halts the
   * subscription, as Razorpay does once its retries are used up.
   */
  async function chargeDue(now: Date): Promise<SignedWebhook[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(testSubscriptions)
        .where(and(eq(testSubscriptions.status, 'active'), lte(testSubscriptions.chargeAt, now)))
        .orderBy(asc(testSubscriptions.chargeAt))
        .limit(CHARGE_BATCH)
        .for('update', { skipLocked: true });
      const webhooks: SignedWebhook[] = [];
      for (const row of due) {
        if (row.nextOutcome === 'fail') {
          await tx
            .update(testSubscriptions)
            .set({ status: 'halted' })
            .where(eq(testSubscriptions.id, row.id));
          webhooks.push(
            signed('subscription.halted', {
              subscription: { entity: subscriptionEntity(row, 'halted', null) },
            }),
          );
          continue;
        }
        const cycle = { start: row.chargeAt, end: yearAfter(row.chargeAt) };
        await tx
          .update(testSubscriptions)
          .set({ chargeAt: cycle.end, paidCount: row.paidCount + 1 })
          .where(eq(testSubscriptions.id, row.id));
        webhooks.push(
          signed('subscription.charged', {
            subscription: { entity: subscriptionEntity(row, 'active', cycle) },
            payment: {
              entity: {
                id: providerId('pay'),
                entity: 'payment',
                amount: row.amountPaise,
                currency: 'INR',
                status: 'captured',
                captured: true,
                method: 'card',
                invoice_id: providerId('inv'),
                // It charges on the date, even when the API's clock has moved past it since.
                created_at: seconds(row.chargeAt),
              },
            },
          }),
        );
      }
      return webhooks;
    });
  }

  const testSubscriptionsApi: TestSubscriptions = {
    chargeDue,
    async setNextOutcome(subscriptionId, outcome) {
      const rows = await db
        .update(testSubscriptions)
        .set({ nextOutcome: outcome })
        .where(eq(testSubscriptions.id, subscriptionId))
        .returning({ id: testSubscriptions.id });
      return rows.length === 1;
    },
    async list() {
      return db
        .select({
          id: testSubscriptions.id,
          membershipId: testSubscriptions.membershipId,
          amountPaise: testSubscriptions.amountPaise,
          status: testSubscriptions.status,
          chargeAt: testSubscriptions.chargeAt,
          nextOutcome: testSubscriptions.nextOutcome,
          paidCount: testSubscriptions.paidCount,
        })
        .from(testSubscriptions)
        .orderBy(desc(testSubscriptions.createdAt), asc(testSubscriptions.id))
        .limit(200);
    },
  };

  return {
    name: 'test',
    checkout: 'test',
    keyId: TEST_CHECKOUT_KEY_ID,
    checkoutScriptUrl: `${options.publicUrl}${testCheckoutEndpoints.script.path}`,
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
    async createPlan(plan) {
      // Plans need no storage of their own here: the subscription keeps its amount.
      return { planId: `plan_local${String(plan.amountPaise)}` };
    },
    async createSubscription(subscription) {
      const id = providerId('sub');
      await db.insert(testSubscriptions).values({
        id,
        planId: subscription.planId,
        amountPaise: subscription.amountPaise,
        membershipId: subscription.notes.membershipId,
        chargeAt: subscription.startAt,
        createdAt: clock.now(),
      });
      // Test subscriptions need no card mandate.
      return { subscriptionId: id, authorisationUrl: null };
    },
    async cancelSubscription(subscriptionId) {
      await db
        .update(testSubscriptions)
        .set({ status: 'cancelled' })
        .where(eq(testSubscriptions.id, subscriptionId));
    },
    async refundPayment(refund) {
      // As Razorpay, never more than was paid (its subscription charges are not kept, so a
      // charge is taken on trust).
      const [order] = await db
        .select({ amountPaise: testCheckoutOrders.amountPaise })
        .from(testCheckoutOrders)
        .where(eq(testCheckoutOrders.paymentId, refund.paymentId));
      if (order && refund.amountPaise > order.amountPaise) {
        throw new Error('The refund is more than the payment');
      }
      // One refund per payment: asking again answers the first.
      const [made] = await db
        .insert(testCheckoutRefunds)
        .values({
          id: providerId('rfnd_test'),
          paymentId: refund.paymentId,
          amountPaise: refund.amountPaise,
          notes: refund.notes,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: testCheckoutRefunds.paymentId })
        .returning({ id: testCheckoutRefunds.id });
      if (made) return { refundId: made.id };
      const [earlier] = await db
        .select({ id: testCheckoutRefunds.id })
        .from(testCheckoutRefunds)
        .where(eq(testCheckoutRefunds.paymentId, refund.paymentId));
      if (!earlier) throw new Error('The refund was not stored');
      return { refundId: earlier.id };
    },
    async fetchOrderPayments(orderId) {
      const rows = await db
        .select({ order: testCheckoutOrders, refundId: testCheckoutRefunds.id })
        .from(testCheckoutOrders)
        .leftJoin(
          testCheckoutRefunds,
          eq(testCheckoutRefunds.paymentId, testCheckoutOrders.paymentId),
        )
        .where(and(eq(testCheckoutOrders.id, orderId), eq(testCheckoutOrders.status, 'paid')));
      return rows.flatMap(({ order, refundId }) =>
        order.paymentId
          ? [
              {
                id: order.paymentId,
                amountPaise: order.amountPaise,
                currency: order.currency,
                status: refundId ? ('refunded' as const) : ('captured' as const),
                createdAt: order.paidAt ?? order.createdAt,
              },
            ]
          : [],
      );
    },
    testSubscriptions: testSubscriptionsApi,
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
                .set({ status: 'paid', paymentId, paidAt: clock.now() })
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
