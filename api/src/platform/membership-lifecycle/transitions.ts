import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit-trail/repository';
import {
  effectiveState,
  graceEndAfter,
  lifecycleSettings,
  nextTermFrom,
  type LifecycleSettings,
} from './lifecycle';
import {
  cancellationMessage,
  chargeFailedMessage,
  endedMessage,
  lapsedMessage,
  terminatedMessage,
} from './notice-messages';
import { noticeParties, sendConfirmation, sendNoticeOnce } from './notices';
import {
  findMembershipWithParties,
  moveMembership,
  planCharge,
  requestSubscriptionCancel,
  type MembershipRow,
  type MembershipWithParties,
} from './repository';

/**
 * Every change of a membership's state, each in the caller's transaction with
 * the membership's row locked, each guarded by the states it may come from
 * (so a change races only once), each with its notice.
 */

/** The term a notice is about; memberships without an end (old data) use their creation. */
const termOf = (membership: MembershipRow) => membership.endsAt ?? membership.createdAt;

async function parties(tx: Database, id: string): Promise<MembershipWithParties> {
  const subject = await findMembershipWithParties(tx, id);
  if (!subject) throw new Error(`Membership ${id} has no company or owner`);
  return subject;
}

/**
 * Auto-renewal off: by the member, or by the provider when the subscription
 * was cancelled there. Access stays to the end of the paid term. The member's
 * own cancellation is confirmed every time (cancel, resume, cancel: two
 * e-mails); the provider's is told once per term, like the scheduled notices.
 */
export async function cancelAutoRenewal(
  ctx: AppContext,
  tx: Database,
  membership: MembershipRow,
  now: Date,
  by: 'member' | 'provider',
): Promise<MembershipRow | null> {
  const moved = await moveMembership(tx, membership.id, ['active'], {
    status: 'cancelled',
    cancelledAt: now,
  });
  if (!moved) return null;
  await requestSubscriptionCancel(tx, membership.id, now);
  const subject = await parties(tx, membership.id);
  const message = cancellationMessage(noticeParties(ctx, subject), { endsAt: termOf(moved) });
  if (by === 'member') await sendConfirmation(tx, subject, { kind: 'cancelled', now, message });
  else
    await sendNoticeOnce(tx, subject, {
      kind: 'cancelled',
      termEndsAt: termOf(moved),
      now,
      message,
    });
  return moved;
}

/** Auto-renewal back on before the term ends; the background job makes a new subscription. */
export async function resumeAutoRenewal(
  tx: Database,
  membership: MembershipRow,
): Promise<MembershipRow | null> {
  return moveMembership(tx, membership.id, ['cancelled'], { status: 'active', cancelledAt: null });
}

/**
 * A renewal charge failed (or never came): the renewal is due, access goes on
 * through the grace period, and the member is told how to pay by hand. The
 * grace period runs from the failure when the provider reports one (it may
 * come days after the term's end, after its retries), and from the term's end
 * when the charge never came (as readers already saw it).
 */
export async function markChargeFailed(
  ctx: AppContext,
  tx: Database,
  membership: MembershipRow,
  failure: { now: Date; graceFrom: 'failure' | 'term-end' },
  settings: LifecycleSettings = lifecycleSettings(ctx.config),
): Promise<MembershipRow | null> {
  const { now } = failure;
  const end = termOf(membership);
  const graceFrom = failure.graceFrom === 'failure' && now.getTime() > end.getTime() ? now : end;
  const graceEndsAt = membership.graceEndsAt ?? graceEndAfter(graceFrom, settings);
  const moved = await moveMembership(tx, membership.id, ['active', 'renewal_due'], {
    status: 'renewal_due',
    graceEndsAt,
  });
  if (!moved) return null;
  const subject = await parties(tx, membership.id);
  await sendNoticeOnce(tx, subject, {
    kind: 'charge-failed',
    termEndsAt: end,
    now,
    message: chargeFailedMessage(noticeParties(ctx, subject), {
      total: planCharge(subject.plan).total,
      accessUntil: graceEndsAt,
    }),
  });
  return moved;
}

/**
 * A paid next term: it starts where the current one ends. A due renewal is
 * active again; a membership without auto-renewal stays without it. Paid by
 * hand, the subscription (if any) is replaced by a new one for the new term
 * (the background job makes it), so it cannot charge this term a second time.
 * A plan chosen for the next term takes over with it.
 */
export async function renewTerm(
  tx: Database,
  membership: MembershipRow,
  now: Date,
  paidBy: 'hand' | 'subscription',
): Promise<MembershipRow | null> {
  const term = nextTermFrom(termOf(membership));
  if (paidBy === 'hand') await requestSubscriptionCancel(tx, membership.id, now);
  return moveMembership(tx, membership.id, ['active', 'renewal_due', 'cancelled'], {
    status: membership.status === 'cancelled' ? 'cancelled' : 'active',
    startsAt: term.startsAt,
    endsAt: term.endsAt,
    graceEndsAt: null,
    membershipTypeId: membership.nextMembershipTypeId ?? membership.membershipTypeId,
    nextMembershipTypeId: null,
  });
}

/** The paid term of a membership without auto-renewal is over. */
export async function endMembership(
  ctx: AppContext,
  tx: Database,
  membership: MembershipRow,
  now: Date,
): Promise<MembershipRow | null> {
  const moved = await moveMembership(tx, membership.id, ['cancelled'], { status: 'ended' });
  if (!moved) return null;
  const subject = await parties(tx, membership.id);
  await sendNoticeOnce(tx, subject, {
    kind: 'ended',
    termEndsAt: termOf(moved),
    now,
    message: endedMessage(noticeParties(ctx, subject), { endedAt: termOf(moved) }),
  });
  return moved;
}

/** The grace period of a due renewal is over without a payment. */
export async function lapseMembership(
  ctx: AppContext,
  tx: Database,
  membership: MembershipRow,
  now: Date,
  settings: LifecycleSettings = lifecycleSettings(ctx.config),
): Promise<MembershipRow | null> {
  if (effectiveState(membership, now, settings) !== 'lapsed') return null;
  const moved = await moveMembership(tx, membership.id, ['active', 'renewal_due'], {
    status: 'lapsed',
  });
  if (!moved) return null;
  await requestSubscriptionCancel(tx, membership.id, now);
  const subject = await parties(tx, membership.id);
  const lapsedAt = membership.graceEndsAt ?? graceEndAfter(termOf(membership), settings);
  await sendNoticeOnce(tx, subject, {
    kind: 'lapsed',
    termEndsAt: termOf(moved),
    now,
    message: lapsedMessage(noticeParties(ctx, subject), { lapsedAt }),
  });
  return moved;
}

/** An admin ends the membership at once, with the reason, recorded in the audit trail. */
export async function terminateMembership(
  ctx: AppContext,
  tx: Database,
  membership: MembershipRow,
  termination: { reason: string; adminId: string; now: Date },
): Promise<MembershipRow | null> {
  const { reason, adminId, now } = termination;
  const moved = await moveMembership(
    tx,
    membership.id,
    ['pending', 'active', 'renewal_due', 'cancelled', 'ended', 'lapsed'],
    { status: 'terminated', terminatedAt: now, terminationReason: reason, terminatedBy: adminId },
  );
  if (!moved) return null;
  await requestSubscriptionCancel(tx, membership.id, now);
  const subject = await parties(tx, membership.id);
  await recordAudit(tx, {
    action: 'membership.terminate',
    actor: { userId: adminId },
    subjectId: membership.id,
    subjectTitle: `${subject.plan.name} membership of ${subject.company.name}`,
    detail: reason,
    at: now,
  });
  await sendNoticeOnce(tx, subject, {
    kind: 'terminated',
    termEndsAt: termOf(moved),
    now,
    message: terminatedMessage(noticeParties(ctx, subject), { reason }),
  });
  return moved;
}
