import { apiPost } from '@club/shared/api/api-client';
import {
  PAYMENT_ORDER_PATH,
  PAYMENT_VERIFY_PATH,
  paymentOrderResponseSchema,
  paymentVerifyResponseSchema,
  TEST_CHECKOUT_CAPTURE_PATH,
  testCheckoutCaptureResponseSchema,
  type PaymentOrderResponse,
  type PaymentVerifyBody,
  type TestCheckoutCaptureResponse,
} from '@club/shared/contract/payment';

/** A payment order for a purchase the server priced (a plan, or the next term of one). */
export function createPaymentOrder(transactionId: string): Promise<PaymentOrderResponse> {
  return apiPost(paymentOrderResponseSchema, PAYMENT_ORDER_PATH, { transactionId });
}

/** The provider's callback data, passed straight through. */
export function verifyPayment(fields: PaymentVerifyBody) {
  return apiPost(paymentVerifyResponseSchema, PAYMENT_VERIFY_PATH, fields);
}

/** 'Pay' or 'Fail payment' in the local test checkout. */
export function completeTestCheckout(
  orderId: string,
  outcome: 'pay' | 'fail',
): Promise<TestCheckoutCaptureResponse> {
  return apiPost(testCheckoutCaptureResponseSchema, TEST_CHECKOUT_CAPTURE_PATH, {
    orderId,
    outcome,
  });
}
