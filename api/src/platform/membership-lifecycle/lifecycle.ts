import type { MembershipState } from '@club/contract/membership';
import { AGREEMENT_TERM_MONTHS } from '@club/contract/membership/membership-plans';
import type { MembershipStatusValue } from '../../db/schema/memberships';
import { daysAfter, daysBefore, monthsAfter } from '../../lib/calendar';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after the end of a term the renewal charge may still arrive before
 * it counts as failed (the provider charges around the date, not at the second).
 */
export const CHARGE_WAIT_MS = DAY_MS;

/** The settings of the lifecycle (RENEWAL_REMINDER_DAYS, RENEWAL_GRACE_DAYS). */
export interface LifecycleSettings {
  /** Days before the renewal charge when a reminder goes out, largest first. */
  reminderDays: readonly number[];
  graceDays: number;
}

export function lifecycleSettings(config: {
  renewalReminderDays: readonly number[];
  renewalGraceDays: number;
}): LifecycleSettings {
  return { reminderDays: config.renewalReminderDays, graceDays: config.renewalGraceDays };
}

/** The stored facts a membership's state is worked out from. */
export interface MembershipFacts {
  status: MembershipStatusValue;
  startsAt: Date | null;
  endsAt: Date | null;
  graceEndsAt: Date | null;
}

/**
 * The term after one that ends at `endsAt`: the next 12 months, on the
 * calendar (a term from 29 February ends on 28 February of the next year).
 */
export function nextTermFrom(start: Date): { startsAt: Date; endsAt: Date } {
  return { startsAt: start, endsAt: monthsAfter(start, AGREEMENT_TERM_MONTHS) };
}

/**
 * Until when a membership whose renewal is due keeps its access: the grace
 * period set when the charge failed, else the grace days after the term's end
 * (while the provider's charge is on its way).
 */
export function graceEnd(facts: MembershipFacts, settings: LifecycleSettings): Date | null {
  if (facts.graceEndsAt) return facts.graceEndsAt;
  if (!facts.endsAt) return null;
  return graceEndAfter(facts.endsAt, settings);
}

/** The end of a grace period that starts at `from`: the grace days later, on the calendar. */
export function graceEndAfter(from: Date, settings: LifecycleSettings): Date {
  return daysAfter(from, settings.graceDays);
}

/**
 * The state a reader sees, from the stored state and the dates, whether or
 * not the background job has caught up: a cancelled membership has ended once
 * its term is over, a renewal is due once an auto-renewing term is over, and
 * a due renewal has lapsed once the grace period is over.
 */
export function effectiveState(
  facts: MembershipFacts,
  now: Date,
  settings: LifecycleSettings,
): MembershipState {
  const time = now.getTime();
  const termOver = facts.endsAt !== null && facts.endsAt.getTime() <= time;
  switch (facts.status) {
    case 'active':
    case 'renewal_due': {
      if (facts.status === 'active' && !termOver) return 'active';
      const until = graceEnd(facts, settings);
      return until && until.getTime() <= time ? 'lapsed' : 'renewal_due';
    }
    case 'cancelled':
      return termOver ? 'ended' : 'cancelled';
    default:
      return facts.status;
  }
}

/** Access to the member pages: within a paid term, or in the grace period of a due renewal. */
export function hasAccess(state: MembershipState): boolean {
  return state === 'active' || state === 'renewal_due' || state === 'cancelled';
}

export function isMembershipActive(
  facts: MembershipFacts,
  now: Date,
  settings: LifecycleSettings,
): boolean {
  return hasAccess(effectiveState(facts, now, settings));
}

/**
 * Where the window before the end of a term opens in which My Account warns
 * and offers 'Renew now': the first reminder's days before the end.
 */
export function noticeWindowStart(endsAt: Date, settings: LifecycleSettings): Date {
  return daysBefore(endsAt, settings.reminderDays[0] ?? 30);
}

/** Whether `now` is inside the notice window of a term that ends at `endsAt`. */
export function inNoticeWindow(endsAt: Date, now: Date, settings: LifecycleSettings): boolean {
  return noticeWindowStart(endsAt, settings).getTime() <= now.getTime();
}

/**
 * Where 'Renew now' would start the next term, or null when it is not
 * offered: in the last days of a term without auto-renewal, or while a
 * renewal is due, the next term follows the current one; after the membership
 * has ended or lapsed a renewal starts at payment. Auto-renewing members are
 * charged by their subscription, and a terminated membership cannot be renewed.
 */
export function renewalStart(
  facts: MembershipFacts,
  now: Date,
  settings: LifecycleSettings,
): Date | null {
  const state = effectiveState(facts, now, settings);
  if (state === 'renewal_due' && facts.endsAt) return facts.endsAt;
  if (state === 'cancelled' && facts.endsAt) {
    return inNoticeWindow(facts.endsAt, now, settings) ? facts.endsAt : null;
  }
  if (state === 'ended' || state === 'lapsed') return now;
  return null;
}

/** The reminder due now for an auto-renewing term: the nearest window reached, or null. */
export function dueReminderDays(
  endsAt: Date,
  now: Date,
  settings: LifecycleSettings,
): number | null {
  if (endsAt.getTime() <= now.getTime()) return null;
  const reached = settings.reminderDays.filter(
    (days) => endsAt.getTime() <= daysAfter(now, days).getTime(),
  );
  return reached.length > 0 ? Math.min(...reached) : null;
}
