import { getErrorMessage } from '@club/platform/api/api-error';
import type {
  PaymentOrderResponse,
  PaymentVerifyBody,
  RefundedPayment,
} from '@club/contract/payment';
import { MESSAGES } from '@club/contract/copy/messages';
import { createPaymentOrder, verifyPayment } from '@club/platform/payments/payment-requests';
import {
  openRazorpayCheckout,
  type CheckoutResult,
} from '@club/platform/payments/razorpay-checkout';
import { useCallback } from 'react';

/** How paying ended, for the page to tell the user. */
export type PaymentOutcome =
  | { kind: 'paid' }
  /** Paid, but not needed (the plan was already active, say): the server refunded it. */
  | { kind: 'refunded'; refund: RefundedPayment }
  | { kind: 'start-failed'; message: string }
  | { kind: 'payment-failed'; reason: string }
  | { kind: 'verify-failed' }
  | { kind: 'dismissed' };

/** How paying an order of another kind (an event ticket) ended: its verification's answer when paid. */
export type OrderPaymentOutcome<Result> =
  | { kind: 'paid'; result: Result }
  | { kind: 'start-failed'; message: string }
  | { kind: 'payment-failed'; reason: string }
  | { kind: 'verify-failed' }
  | { kind: 'dismissed' };

/** What a purchase other than a membership brings to the checkout: its order and its verification. */
export interface OrderPayment<Result> {
  /** Makes the order the server prices and answers the provider's order (a failure is start-failed). */
  open: () => Promise<PaymentOrderResponse>;
  /** Sends the payment window's signed result to the purchase's own verify route. */
  verify: (fields: PaymentVerifyBody) => Promise<Result>;
}

/**
 * Opens the payment window for an order and verifies its signed result
 * through the purchase's own route: the same steps as a membership's, for
 * purchases whose API makes the provider's order itself (an event ticket).
 */
export async function payOrder<Result>({
  open,
  verify,
}: OrderPayment<Result>): Promise<OrderPaymentOutcome<Result>> {
  let result: CheckoutResult;
  try {
    result = await openRazorpayCheckout(await open());
  } catch (error) {
    return { kind: 'start-failed', message: getErrorMessage(error, MESSAGES.payment.startFailed) };
  }
  if (result.status === 'dismissed') return { kind: 'dismissed' };
  if (result.status === 'failed') return { kind: 'payment-failed', reason: result.reason };
  try {
    return { kind: 'paid', result: await verify(result.fields) };
  } catch {
    return { kind: 'verify-failed' };
  }
}

/**
 * Paying for a purchase the server priced: a payment order is made, the
 * payment window opens (Razorpay's checkout.js, or the stand-in for it a
 * development API serves with the test provider: the order says which script),
 * and its signed result is verified by the server. Used for a new plan and for
 * renewing one by hand; `payOrder` pays a purchase with its own order and
 * verify routes (an event ticket).
 */
export function useCheckout() {
  /** Pays the purchase `start` makes (it returns the transaction id); a failing start is a start-failed. */
  const pay = useCallback(async (start: () => Promise<string>): Promise<PaymentOutcome> => {
    let result: CheckoutResult;
    try {
      const order = await createPaymentOrder(await start());
      result = await openRazorpayCheckout(order);
    } catch (error) {
      return {
        kind: 'start-failed',
        message: getErrorMessage(error, MESSAGES.payment.startFailed),
      };
    }
    if (result.status === 'dismissed') return { kind: 'dismissed' };
    if (result.status === 'failed') return { kind: 'payment-failed', reason: result.reason };
    try {
      const verified = await verifyPayment(result.fields);
      if (!verified.success) return { kind: 'verify-failed' };
      return verified.refunded ? { kind: 'refunded', refund: verified.refunded } : { kind: 'paid' };
    } catch {
      return { kind: 'verify-failed' };
    }
  }, []);

  return { pay, payOrder };
}
