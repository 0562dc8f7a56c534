import { callApi } from '@club/platform/api/api-client';
import {
  purchaseEndpoints,
  type PaymentOrderResponse,
  type PaymentVerifyBody,
  type PaymentVerifyResponse,
} from '@club/contract/payment';

/** A payment order for a purchase the server priced (a plan, or the next term of one). */
export function createPaymentOrder(transactionId: string): Promise<PaymentOrderResponse> {
  return callApi(purchaseEndpoints.order, { body: { transactionId } });
}

/** The provider's callback data, passed straight through. */
export function verifyPayment(fields: PaymentVerifyBody): Promise<PaymentVerifyResponse> {
  return callApi(purchaseEndpoints.verify, { body: fields });
}
