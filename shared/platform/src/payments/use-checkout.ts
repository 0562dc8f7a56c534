import { getErrorMessage } from '@club/platform/api/api-error';
import type { PaymentOrderResponse, RefundedPayment } from '@club/contract/payment';
import { MESSAGES } from '@club/contract/copy/messages';
import { createPaymentOrder, verifyPayment } from '@club/platform/payments/payment-requests';
import {
  openRazorpayCheckout,
  type CheckoutResult,
} from '@club/platform/payments/razorpay-checkout';
import { useCallback, useState } from 'react';

/** How paying ended, for the page to tell the user. */
export type PaymentOutcome =
  | { kind: 'paid' }
  /** Paid, but not needed (the plan was already active, say): the server refunded it. */
  | { kind: 'refunded'; refund: RefundedPayment }
  | { kind: 'start-failed'; message: string }
  | { kind: 'payment-failed'; reason: string }
  | { kind: 'verify-failed' }
  | { kind: 'dismissed' };

/** The local test checkout while it is open: the page renders `<TestCheckoutDialog>` for it. */
export interface OpenTestCheckout {
  order: PaymentOrderResponse;
  finish: (result: CheckoutResult) => void;
}

/**
 * Paying for a purchase the server priced: a payment order is made, the
 * payment window opens (Razorpay's, or the local test checkout the page
 * renders from `testCheckout`), and its signed result is verified by the
 * server. Used for a new plan and for renewing one by hand.
 */
export function useCheckout() {
  const [testCheckout, setTestCheckout] = useState<OpenTestCheckout | null>(null);

  const openCheckout = useCallback(
    (order: PaymentOrderResponse): Promise<CheckoutResult> =>
      order.checkout === 'razorpay'
        ? openRazorpayCheckout(order)
        : new Promise((resolve) => {
            setTestCheckout({
              order,
              finish: (result) => {
                setTestCheckout(null);
                resolve(result);
              },
            });
          }),
    [],
  );

  /** Pays the purchase `start` makes (it returns the transaction id); a failing start is a start-failed. */
  const pay = useCallback(
    async (start: () => Promise<string>): Promise<PaymentOutcome> => {
      let result: CheckoutResult;
      try {
        const order = await createPaymentOrder(await start());
        result = await openCheckout(order);
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
        return verified.refunded
          ? { kind: 'refunded', refund: verified.refunded }
          : { kind: 'paid' };
      } catch {
        return { kind: 'verify-failed' };
      }
    },
    [openCheckout],
  );

  return { pay, testCheckout };
}
