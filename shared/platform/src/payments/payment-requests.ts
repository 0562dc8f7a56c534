import { callApi } from '@club/platform/api/api-client';
import {
  purchaseEndpoints,
  type PaymentOrderResponse,
  type PaymentVerifyBody,
  type PaymentVerifyResponse,
  type TestCheckoutCaptureResponse,
} from '@club/contract/payment';
import { testCheckoutEndpoints } from '@club/contract/dev-tools';

/** A payment order for a purchase the server priced (a plan, or the next term of one). */
export function createPaymentOrder(transactionId: string): Promise<PaymentOrderResponse> {
  return callApi(purchaseEndpoints.order, { body: { transactionId } });
}

/** The provider's callback data, passed straight through. */
export function verifyPayment(fields: PaymentVerifyBody): Promise<PaymentVerifyResponse> {
  return callApi(purchaseEndpoints.verify, { body: fields });
}

/** 'Pay' or 'Fail payment' in the local test checkout. */
export function completeTestCheckout(
  orderId: string,
  outcome: 'pay' | 'fail',
): Promise<TestCheckoutCaptureResponse> {
  return callApi(testCheckoutEndpoints.capture, { body: { orderId, outcome } });
}
