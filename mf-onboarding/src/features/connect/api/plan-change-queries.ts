import { callApi } from '@club/platform/api/api-client';
import { queryKeys } from '@club/platform/api/query-keys';
import {
  membershipEndpoints,
  type MembershipDetails,
  type MembershipUpgradeResponse,
  type PlanOption,
} from '@club/contract/membership';
import { purchaseEndpoints } from '@club/contract/payment';
import { useQuery } from '@tanstack/react-query';

export interface PlanOptions {
  membershipId: string | null;
  byName: ReadonlyMap<string, PlanOption>;
}

/**
 * How each plan is offered to the signed-in user's company (buy, its current
 * plan, an upgrade with the server's price, a switch at renewal); only asked
 * while the company holds a membership.
 */
export function usePlanOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.user.planOptions,
    queryFn: async (): Promise<PlanOptions> => {
      const answer = await callApi(membershipEndpoints.plans);
      return {
        membershipId: answer.membershipId,
        byName: new Map(answer.options.map((option) => [option.name, option])),
      };
    },
    enabled,
  });
}

/** POST /membership/upgrade: the server prices the upgrade for the rest of the term. */
export function chooseUpgrade(membershipTypeId: number): Promise<MembershipUpgradeResponse> {
  return callApi(purchaseEndpoints.upgrade, { body: { membershipTypeId } });
}

/** POST /membership/next-plan: the plan the renewal switches to; nothing is charged now. */
export function chooseNextPlan(
  membershipId: string,
  membershipTypeId: number,
): Promise<MembershipDetails> {
  return callApi(membershipEndpoints.nextPlan, { body: { membershipId, membershipTypeId } });
}
