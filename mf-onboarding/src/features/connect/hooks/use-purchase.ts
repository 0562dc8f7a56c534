import type { MembershipPlan } from '@club/contract/membership/membership-plans';
import { useCheckout, type PaymentOutcome } from '@club/platform/payments/use-checkout';
import { useCallback, useRef, useState } from 'react';
import { chooseMembership } from '@/features/connect/api/purchase-requests';

/** How buying a plan ended, for the page to tell the user. */
export type PurchaseOutcome = PaymentOutcome;

/**
 * Buying a plan for the user's first company: the server prices it (choose), then it is paid
 * through the shared checkout (payment order, payment window, verification).
 */
export function usePurchase() {
  const [planInProgress, setPlanInProgress] = useState<MembershipPlan['id'] | null>(null);
  const { pay, testCheckout } = useCheckout();
  const busy = useRef(false);

  const purchase = useCallback(
    async (plan: MembershipPlan): Promise<PurchaseOutcome> => {
      if (busy.current) return { kind: 'dismissed' };
      busy.current = true;
      setPlanInProgress(plan.id);
      try {
        return await pay(async () => (await chooseMembership(plan.membershipTypeId)).transactionId);
      } finally {
        busy.current = false;
        setPlanInProgress(null);
      }
    },
    [pay],
  );

  return { purchase, planInProgress, testCheckout };
}
