import Razorpay from 'razorpay';
import {
  hmacHex,
  paymentSignature,
  signatureMatches,
  type NewPaymentOrder,
  type NewSubscription,
  type NewSubscriptionPlan,
  type PaymentProvider,
  type PaymentRefund,
  type ProviderPayment,
} from './payments';

/** Subscription states after which Razorpay never charges again. */
const FINISHED_SUBSCRIPTION = new Set(['cancelled', 'completed', 'expired']);

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another API host (tests point it at a server on 127.0.0.1); Razorpay's own by default. */
  apiUrl?: string;
}

/** Card payments through Razorpay with its official SDK; the browser opens checkout.js. */
export function razorpayPayments(credentials: RazorpayCredentials): PaymentProvider {
  const client = new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
  if (credentials.apiUrl) {
    // The SDK offers no host option; its requests go through this axios instance.
    (
      client as unknown as { api: { rq: { defaults: { baseURL: string } } } }
    ).api.rq.defaults.baseURL = credentials.apiUrl;
  }
  return {
    name: 'razorpay',
    checkout: 'razorpay',
    keyId: credentials.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder(order: NewPaymentOrder) {
      const created = await client.orders.create({
        amount: order.amountPaise,
        currency: order.currency,
        receipt: order.receipt,
        notes: order.notes,
      });
      return { orderId: created.id };
    },
    async createPlan(plan: NewSubscriptionPlan) {
      const created = await client.plans.create({
        period: 'yearly',
        interval: 1,
        item: { name: plan.name, amount: plan.amountPaise, currency: 'INR' },
      });
      return { planId: created.id };
    },
    async createSubscription(subscription: NewSubscription) {
      // Razorpay e-mails the member the link to authorise the card mandate (customer_notify).
      const created = await client.subscriptions.create({
        plan_id: subscription.planId,
        total_count: subscription.totalCount,
        quantity: 1,
        customer_notify: 1,
        start_at: unixSeconds(subscription.startAt),
        notes: subscription.notes,
      });
      return { subscriptionId: created.id, authorisationUrl: created.short_url ?? null };
    },
    async cancelSubscription(subscriptionId: string) {
      try {
        await client.subscriptions.cancel(subscriptionId, false);
      } catch (error) {
        // Razorpay refuses to cancel a subscription that is over: that is what we wanted.
        const current = await client.subscriptions.fetch(subscriptionId);
        if (!FINISHED_SUBSCRIPTION.has(current.status)) throw error;
      }
    },
    async refundPayment(refund: PaymentRefund) {
      // Razorpay makes a second refund when asked twice: a refund the payment already has (the
      // answer to an earlier request was lost) is the one.
      const existing = await client.payments.fetchMultipleRefund(refund.paymentId);
      const made = existing.items.find((item) => item.status !== 'failed');
      if (made) return { refundId: made.id };
      const created = await client.payments.refund(refund.paymentId, {
        amount: refund.amountPaise,
        speed: 'normal',
        notes: refund.notes,
      });
      return { refundId: created.id };
    },
    async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
      const { items } = await client.orders.fetchPayments(orderId);
      return items.map((payment) => ({
        id: payment.id,
        amountPaise: Number(payment.amount),
        currency: payment.currency,
        status: payment.status,
        createdAt: new Date(payment.created_at * 1000),
      }));
    },
    paymentSignatureValid(orderId, paymentId, signature) {
      return signatureMatches(
        paymentSignature(credentials.keySecret, orderId, paymentId),
        signature,
      );
    },
    webhookSignatureValid(rawBody, signature) {
      return signatureMatches(hmacHex(credentials.webhookSecret, rawBody), signature);
    },
  };
}
