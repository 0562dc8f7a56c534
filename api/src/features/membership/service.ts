import type {
  MembershipDetails,
  MembershipResponse,
  MembershipTerminateResponse,
} from '@club/contract/membership';
import { formatMembershipEnd } from '@club/contract/format/india-date';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, notFound } from '../../http/app-error';
import {
  effectiveState,
  graceEnd,
  hasAccess,
  lifecycleSettings,
  nextTermFrom,
  inNoticeWindow,
  renewalStart,
  type LifecycleSettings,
} from '../../platform/membership-lifecycle/lifecycle';
import { MEMBERSHIP_MESSAGES } from '../../platform/membership-lifecycle/membership-messages';
import {
  findMembershipWithParties,
  findPlan,
  liveSubscriptionOf,
  lockMembership,
  membershipsOfFirstCompany,
  mostRelevant,
  planCharge,
  type MembershipRow,
} from '../../platform/membership-lifecycle/repository';
import {
  cancelAutoRenewal,
  resumeAutoRenewal,
  terminateMembership,
} from '../../platform/membership-lifecycle/transitions';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

interface Plan {
  id: number;
  name: 'Promoters' | 'Producers' | 'Providers';
  price: number;
  gstPercent: number;
}

/** A membership as My Account shows it, its state worked out now. */
export function describeMembership(
  membership: MembershipRow,
  plan: Plan,
  now: Date,
  settings: LifecycleSettings,
  authorisationUrl: string | null,
  nextPlan: Plan | null = null,
): MembershipDetails {
  const state = effectiveState(membership, now, settings);
  // The next term is charged at the plan chosen for it, if one was.
  const charge = planCharge(nextPlan ?? plan);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const renewFrom = renewalStart(membership, now, settings);
  const renewalTerm = renewFrom ? nextTermFrom(renewFrom) : null;
  const failed = membership.graceEndsAt !== null;
  const endsSoon =
    state === 'cancelled' &&
    membership.endsAt !== null &&
    inNoticeWindow(membership.endsAt, now, settings);
  const accessUntil = graceEnd(membership, settings);
  return {
    id: membership.id,
    companyId: membership.companyId,
    plan: { id: plan.id, name: plan.name },
    nextPlan: nextPlan ? { id: nextPlan.id, name: nextPlan.name } : null,
    state,
    isActive: hasAccess(state),
    termStartsAt: iso(membership.startsAt),
    termEndsAt: iso(membership.endsAt),
    graceEndsAt: state === 'renewal_due' ? iso(accessUntil) : null,
    autoRenewal: state === 'active' || state === 'renewal_due',
    nextCharge:
      state === 'active' && membership.endsAt
        ? { date: membership.endsAt.toISOString(), ...charge }
        : null,
    renewal: renewalTerm
      ? {
          termStartsAt: renewalTerm.startsAt.toISOString(),
          termEndsAt: renewalTerm.endsAt.toISOString(),
          ...charge,
        }
      : null,
    canCancel: state === 'active',
    canResume: state === 'cancelled',
    authorisationUrl: state === 'active' ? authorisationUrl : null,
    terminationReason: state === 'terminated' ? membership.terminationReason : null,
    notice:
      state === 'renewal_due' && failed && accessUntil
        ? { kind: 'grace', until: accessUntil.toISOString() }
        : endsSoon && membership.endsAt
          ? { kind: 'ends-soon', until: membership.endsAt.toISOString() }
          : null,
  };
}

/** GET /membership: the first company's most relevant membership, or null. */
export async function currentMembership(
  ctx: AppContext,
  userId: string,
): Promise<MembershipResponse> {
  const now = ctx.clock.now();
  const settings = lifecycleSettings(ctx.config);
  const current = mostRelevant(await membershipsOfFirstCompany(ctx.db, userId), now, settings);
  if (!current) return { membership: null };
  const subscription = await liveSubscriptionOf(ctx.db, current.membership.id);
  return {
    membership: describeMembership(
      current.membership,
      current.plan,
      now,
      settings,
      subscription?.authorisationUrl ?? null,
      await findPlan(ctx.db, current.membership.nextMembershipTypeId),
    ),
  };
}

/** A membership of the user's own company, for the member's actions; 404 or 403 otherwise. */
export async function ownMembership(ctx: AppContext, userId: string, membershipId: string) {
  const found = await findMembershipWithParties(ctx.db, membershipId);
  if (!found) throw notFound(MEMBERSHIP_MESSAGES.notFound);
  if (found.company.ownerUserId !== userId) throw forbidden(MEMBERSHIP_MESSAGES.notYours);
  return found;
}

export async function detailsOf(ctx: AppContext, membershipId: string): Promise<MembershipDetails> {
  const found = await findMembershipWithParties(ctx.db, membershipId);
  if (!found) throw notFound(MEMBERSHIP_MESSAGES.notFound);
  const subscription = await liveSubscriptionOf(ctx.db, membershipId);
  return describeMembership(
    found.membership,
    found.plan,
    ctx.clock.now(),
    lifecycleSettings(ctx.config),
    subscription?.authorisationUrl ?? null,
    await findPlan(ctx.db, found.membership.nextMembershipTypeId),
  );
}

/** Why a member action does not apply to a membership in this state. */
function refusal(state: string, endsAt: Date | null, action: 'cancel' | 'resume'): AppError {
  const until = endsAt ? formatMembershipEnd(endsAt) : '';
  if (action === 'cancel') {
    if (state === 'cancelled') return conflict(MEMBERSHIP_MESSAGES.alreadyCancelled(until));
    if (state === 'renewal_due') return conflict(MEMBERSHIP_MESSAGES.renewalAlreadyDue);
    return conflict(MEMBERSHIP_MESSAGES.notRenewing);
  }
  if (state === 'active') return conflict(MEMBERSHIP_MESSAGES.alreadyRenewing);
  return conflict(MEMBERSHIP_MESSAGES.cannotResume);
}

/**
 * Auto-renewal off or on for the company's own membership, under a lock, when
 * its state allows: cancelling needs an active membership, resuming a
 * cancelled one; any other state is refused with the reason.
 */
async function changeAutoRenewal(
  ctx: AppContext,
  userId: string,
  membershipId: string,
  action: 'cancel' | 'resume',
): Promise<MembershipDetails> {
  await ownMembership(ctx, userId, membershipId);
  const now = ctx.clock.now();
  const settings = lifecycleSettings(ctx.config);
  await ctx.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, membershipId);
    if (!membership) throw notFound(MEMBERSHIP_MESSAGES.notFound);
    const state = effectiveState(membership, now, settings);
    if (state !== (action === 'cancel' ? 'active' : 'cancelled')) {
      throw refusal(state, membership.endsAt, action);
    }
    if (action === 'cancel') await cancelAutoRenewal(ctx, tx, membership, now, 'member');
    else await resumeAutoRenewal(tx, membership);
  });
  return detailsOf(ctx, membershipId);
}

/**
 * POST /membership/cancel: auto-renewal off for the company's own membership.
 * Access stays to the end of the paid term; nothing is refunded; the member
 * gets a confirmation e-mail; the subscription is cancelled with the provider
 * by the background job.
 */
export function cancelMembership(
  ctx: AppContext,
  userId: string,
  membershipId: string,
): Promise<MembershipDetails> {
  return changeAutoRenewal(ctx, userId, membershipId, 'cancel');
}

/** POST /membership/resume: auto-renewal back on, before the paid term ends. */
export function resumeMembership(
  ctx: AppContext,
  userId: string,
  membershipId: string,
): Promise<MembershipDetails> {
  return changeAutoRenewal(ctx, userId, membershipId, 'resume');
}

/** POST /admin/memberships/{id}/terminate: at once, with the reason, in the audit trail. */
export async function terminate(
  ctx: AppContext,
  adminId: string,
  membershipId: string,
  reason: string,
): Promise<MembershipTerminateResponse> {
  const now = ctx.clock.now();
  const terminated = await ctx.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, membershipId);
    if (!membership) throw notFound(MEMBERSHIP_MESSAGES.notFound);
    if (membership.status === 'terminated') throw conflict(MEMBERSHIP_MESSAGES.alreadyTerminated);
    return terminateMembership(ctx, tx, membership, { reason, adminId, now });
  });
  if (!terminated?.terminatedAt) throw conflict(MEMBERSHIP_MESSAGES.alreadyTerminated);
  return {
    id: terminated.id,
    state: 'terminated',
    terminatedAt: terminated.terminatedAt.toISOString(),
    terminationReason: terminated.terminationReason ?? reason,
  };
}
