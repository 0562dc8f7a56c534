import { getErrorMessage } from '@club/platform/api/api-error';
import type { RefundedPayment } from '@club/contract/payment';
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

/**
 * Paying for a purchase the server priced: a payment order is made, the
 * payment window opens (Razorpay's checkout.js, or the stand-in for it a
 * development API serves with the test provider: the order says which script),
 * and its signed result is verified by the server. Used for a new plan and for
 * renewing one by hand.
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

  return { pay };
}
