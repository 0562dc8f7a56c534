import type { MembershipPlan } from '@club/contract/membership/membership-plans';
import { useCheckout, type PaymentOutcome } from '@club/platform/payments/use-checkout';
import { useCallback, useRef, useState } from 'react';
import { chooseUpgrade } from '@/features/connect/api/plan-change-queries';
import { chooseMembership } from '@/features/connect/api/purchase-requests';

/** How buying a plan ended, for the page to tell the user. */
export type PurchaseOutcome = PaymentOutcome;

/**
 * Buying a plan for the user's first company, or upgrading its membership to a higher plan:
 * the server prices it (choose, or upgrade for the rest of the term), then it is paid through
 * the shared checkout (payment order, payment window, verification). The client never names
 * an amount.
 */
export function usePurchase() {
  const [planInProgress, setPlanInProgress] = useState<MembershipPlan['id'] | null>(null);
  const { pay } = useCheckout();
  const busy = useRef(false);

  const payFor = useCallback(
    async (plan: MembershipPlan, kind: 'buy' | 'upgrade'): Promise<PurchaseOutcome> => {
      if (busy.current) return { kind: 'dismissed' };
      busy.current = true;
      setPlanInProgress(plan.id);
      const start = kind === 'buy' ? chooseMembership : chooseUpgrade;
      try {
        return await pay(async () => (await start(plan.membershipTypeId)).transactionId);
      } finally {
        busy.current = false;
        setPlanInProgress(null);
      }
    },
    [pay],
  );

  const purchase = useCallback((plan: MembershipPlan) => payFor(plan, 'buy'), [payFor]);
  const upgrade = useCallback((plan: MembershipPlan) => payFor(plan, 'upgrade'), [payFor]);

  return { purchase, upgrade, planInProgress };
}
