import type { MembershipDetails, PlanOptionsResponse } from '@club/contract/membership';
import type { AppContext } from '../../app-context';
import { AppError, notFound, validationError } from '../../http/app-error';
import {
  effectiveState,
  hasAccess,
  lifecycleSettings,
} from '../../platform/membership-lifecycle/lifecycle';
import { MEMBERSHIP_MESSAGES } from '../../platform/membership-lifecycle/membership-messages';
import { planChangeAction, priceNow } from '../../platform/membership-lifecycle/plan-change';
import {
  allPlans,
  findPlan,
  firstCompanyIdOf,
  lockMembership,
  membershipWithAccessOf,
  moveMembership,
  requestSubscriptionCancel,
} from '../../platform/membership-lifecycle/repository';
import { detailsOf, ownMembership } from './service';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * GET /membership/plans: each plan as the membership page offers it. Without a
 * membership with access every plan is to buy; with one, its plan is current,
 * a higher plan is an upgrade priced for the rest of the term, and the others
 * are a switch at renewal.
 */
export async function planOptions(ctx: AppContext, userId: string): Promise<PlanOptionsResponse> {
  const now = ctx.clock.now();
  const plans = await allPlans(ctx.db);
  const settings = lifecycleSettings(ctx.config);
  const companyId = await firstCompanyIdOf(ctx.db, userId);
  const held = companyId ? await membershipWithAccessOf(ctx.db, companyId, now, settings) : null;
  if (!held) {
    return {
      membershipId: null,
      options: plans.map((plan) => ({
        planId: plan.id,
        name: plan.name,
        action: 'buy' as const,
        upgrade: null,
      })),
    };
  }
  const { membership, plan: current } = held;
  return {
    membershipId: membership.id,
    options: plans.map((plan) => {
      const price = priceNow(membership, current, plan, now, settings);
      const action = planChangeAction(plan, current, membership.nextMembershipTypeId, price);
      return {
        planId: plan.id,
        name: plan.name,
        action,
        upgrade: action === 'upgrade' ? price : null,
      };
    }),
  };
}

/**
 * POST /membership/next-plan: the plan the next term switches to, recorded now
 * and charged at renewal; nothing is paid or refunded today. The current plan's
 * id keeps the current plan. A plan that is an upgrade now is refused (it is
 * bought for the rest of the term instead). The subscription of an
 * auto-renewing membership is replaced by the background job with one at the
 * next term's price.
 */
export async function chooseNextPlan(
  ctx: AppContext,
  userId: string,
  membershipId: string,
  membershipTypeId: number,
): Promise<MembershipDetails> {
  await ownMembership(ctx, userId, membershipId);
  const plan = await findPlan(ctx.db, membershipTypeId);
  if (!plan) throw validationError('membershipTypeId', 'Choose one of the membership plans');
  const now = ctx.clock.now();
  const settings = lifecycleSettings(ctx.config);
  await ctx.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, membershipId);
    if (!membership) throw notFound(MEMBERSHIP_MESSAGES.notFound);
    if (!hasAccess(effectiveState(membership, now, settings))) {
      throw conflict(MEMBERSHIP_MESSAGES.cannotChangePlan);
    }
    const current = await findPlan(tx, membership.membershipTypeId);
    if (!current) throw notFound(MEMBERSHIP_MESSAGES.notFound);
    const next = plan.id === current.id ? null : plan.id;
    if (next !== null && priceNow(membership, current, plan, now, settings)?.total) {
      throw conflict(MEMBERSHIP_MESSAGES.notASwitch(plan.name));
    }
    if (next === membership.nextMembershipTypeId) return;
    const moved = await moveMembership(tx, membership.id, ['active', 'renewal_due', 'cancelled'], {
      nextMembershipTypeId: next,
    });
    if (moved?.status === 'active') await requestSubscriptionCancel(tx, membership.id, now);
  });
  return detailsOf(ctx, membershipId);
}
