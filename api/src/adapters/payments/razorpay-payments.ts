import Razorpay from 'razorpay';
import {
  hmacHex,
  paymentSignature,
  signatureMatches,
  type NewPaymentOrder,
  type PaymentProvider,
} from './payments';

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
