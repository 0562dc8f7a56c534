import type { Membership } from '@club/contract/user';
import type { MembershipPlan } from '@club/contract/membership/membership-plans';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';
import { t } from '@club/ui/i18n';
import { getErrorMessage } from '@club/platform/api/api-error';
import { queryKeys } from '@club/platform/api/query-keys';
import { loadSession } from '@club/platform/session/session-actions';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { chooseNextPlan, type PlanOptions } from '@/features/connect/api/plan-change-queries';
import type { PlanChange } from '@/features/connect/components/plan-change-dialog';

/** What the member is told once an upgrade is paid. */
export function upgradedText(planName: string, endsAt: string | null): string {
  return endsAt
    ? t('onboarding.connect.page.upgradedUntil', {
        plan: planName,
        end: formatMembershipEnd(endsAt),
      })
    : t('onboarding.connect.page.upgraded', { plan: planName });
}

/**
 * A member changing the plan they hold: the change being confirmed (an upgrade
 * or a switch at renewal), the switch itself (recorded by the server, nothing
 * charged), and refreshing what the session and the pages know afterwards.
 */
export function usePlanChange(held: Membership | undefined, options: PlanOptions | undefined) {
  const [change, setChange] = useState<PlanChange | null>(null);
  const [switching, setSwitching] = useState(false);
  const queryClient = useQueryClient();

  const ask = (kind: PlanChange['kind'], plan: MembershipPlan) =>
    setChange({
      kind,
      plan,
      option: options?.byName.get(plan.name),
      currentPlan: held?.membershipType.name ?? '',
      endsAt: held?.endsAt ?? null,
    });

  // After a change the session, My Account and the offers on the page are out of date.
  const refresh = useCallback(async () => {
    await Promise.allSettled([
      loadSession(),
      queryClient.invalidateQueries({ queryKey: queryKeys.user.all }),
    ]);
  }, [queryClient]);

  /** Records the plan for the renewal; what to tell the member, as a success or an error. */
  const switchAtRenewal = async (
    plan: MembershipPlan,
  ): Promise<{ text: string; tone: 'success' | 'error' }> => {
    const membershipId = options?.membershipId;
    setSwitching(true);
    try {
      if (!membershipId) throw new Error('No membership to change');
      const details = await chooseNextPlan(membershipId, plan.membershipTypeId);
      void refresh();
      return {
        text: details.termEndsAt
          ? t('onboarding.connect.page.switchedFrom', {
              plan: plan.name,
              date: formatIndianDate(details.termEndsAt),
            })
          : t('onboarding.connect.page.switched', { plan: plan.name }),
        tone: 'success',
      };
    } catch (error) {
      return {
        text: getErrorMessage(error, t('onboarding.connect.page.switchFailed')),
        tone: 'error',
      };
    } finally {
      setSwitching(false);
      setChange(null);
    }
  };

  return { change, ask, close: () => setChange(null), switching, switchAtRenewal, refresh };
}
