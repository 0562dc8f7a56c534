import type { PlanChangeAction, UpgradePrice } from '@club/contract/membership';
import { DAY_MS, effectiveState, type LifecycleSettings } from './lifecycle';
import { planCharge, type MembershipRow, type PlanRow } from './repository';

interface PricedPlan {
  id: number;
  price: number;
  gstPercent: number;
}

/** The net price and its GST on `net` rupees, rounded to whole rupees as every charge is. */
export function chargeOn(net: number, gstPercent: number) {
  return planCharge({ price: net, gstPercent });
}

/**
 * What moving a running term to a higher plan costs: the difference of the
 * yearly prices, for the share of the term that is left, counted in whole days
 * (the day under way is not counted, so the last day costs nothing), rounded to
 * whole rupees; then 18% GST on that. The term's end does not move.
 */
export function upgradePrice(
  term: { startsAt: Date; endsAt: Date },
  from: { price: number },
  to: PricedPlan,
  now: Date,
): UpgradePrice {
  const termDays = Math.max(
    1,
    Math.round((term.endsAt.getTime() - term.startsAt.getTime()) / DAY_MS),
  );
  const left = Math.floor((term.endsAt.getTime() - now.getTime()) / DAY_MS);
  const remainingDays = Math.min(termDays, Math.max(0, left));
  const difference = Math.max(0, to.price - from.price);
  const net = Math.round((difference * remainingDays) / termDays);
  return {
    ...chargeOn(net, to.gstPercent),
    remainingDays,
    termDays,
    termEndsAt: term.endsAt.toISOString(),
  };
}

/**
 * How a plan is offered to a company whose membership (on `current`) has a
 * running term: a higher plan is an upgrade now while it costs something; a
 * lower or equally priced plan (and a higher one on the term's last day) is a
 * switch at renewal.
 */
export function planChangeAction(
  plan: PricedPlan,
  current: PricedPlan,
  nextPlanId: number | null,
  price: UpgradePrice | null,
): PlanChangeAction {
  if (plan.id === current.id) return 'current';
  if (plan.id === nextPlanId) return 'chosen-for-renewal';
  if (plan.price > current.price && price && price.total > 0) return 'upgrade';
  return 'switch-at-renewal';
}

/** The upgrade price to `plan` while the term runs (not in a renewal's grace period). */
export function priceNow(
  membership: MembershipRow,
  current: PlanRow,
  plan: PlanRow,
  now: Date,
  settings: LifecycleSettings,
) {
  const state = effectiveState(membership, now, settings);
  if (plan.price <= current.price || !membership.startsAt || !membership.endsAt) return null;
  if (state !== 'active' && state !== 'cancelled') return null;
  return upgradePrice(
    { startsAt: membership.startsAt, endsAt: membership.endsAt },
    current,
    plan,
    now,
  );
}
