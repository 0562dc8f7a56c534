import { getErrorMessage } from '@club/shared/api/api-error';
import type { PaymentOrderResponse } from '@club/shared/contract/payment';
import { MESSAGES } from '@club/shared/copy/messages';
import type { MembershipPlan } from '@club/shared/membership/membership-plans';
import { useCallback, useRef, useState } from 'react';
import {
  chooseMembership,
  createPaymentOrder,
  verifyPayment,
} from '@/features/membership/api/purchase-requests';
import {
  openRazorpayCheckout,
  type CheckoutResult,
} from '@/features/membership/lib/razorpay-checkout';

/** How buying a plan ended, for the page to tell the user. */
export type PurchaseOutcome =
  | { kind: 'paid' }
  | { kind: 'start-failed'; message: string }
  | { kind: 'payment-failed'; reason: string }
  | { kind: 'verify-failed' }
  | { kind: 'dismissed' };

export interface OpenTestCheckout {
  order: PaymentOrderResponse;
  finish: (result: CheckoutResult) => void;
}

/**
 * Buying a plan for a company: the server prices it (choose), a payment order
 * is made, the payment window opens (Razorpay's, or the local test checkout),
 * and its signed result is verified by the server.
 */
export function usePurchase() {
  const [planInProgress, setPlanInProgress] = useState<MembershipPlan['id'] | null>(null);
  const [testCheckout, setTestCheckout] = useState<OpenTestCheckout | null>(null);
  const busy = useRef(false);

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

  const purchase = useCallback(
    async (companyId: string, plan: MembershipPlan): Promise<PurchaseOutcome> => {
      if (busy.current) return { kind: 'dismissed' };
      busy.current = true;
      setPlanInProgress(plan.id);
      try {
        let order: PaymentOrderResponse;
        let result: CheckoutResult;
        try {
          const { transactionId } = await chooseMembership(companyId, plan.membershipTypeId);
          order = await createPaymentOrder(transactionId);
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
          return verified.success ? { kind: 'paid' } : { kind: 'verify-failed' };
        } catch {
          return { kind: 'verify-failed' };
        }
      } finally {
        busy.current = false;
        setPlanInProgress(null);
      }
    },
    [openCheckout],
  );

  return { purchase, planInProgress, testCheckout };
}
