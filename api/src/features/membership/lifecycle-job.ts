import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { membershipNotices, memberships } from '../../db/schema/memberships';
import { daysAfter } from '../../lib/calendar';
import {
  CHARGE_WAIT_MS,
  lifecycleSettings,
  type LifecycleSettings,
} from '../../platform/membership-lifecycle/lifecycle';
import { renewalReminderMessage } from '../../platform/membership-lifecycle/notice-messages';
import { scorecardLines, scorecardOf } from '../../platform/lead-scorecard/scorecard';
import { formatRupees } from '@club/contract/format/currency';
import { noticeParties, sendNoticeOnce } from '../../platform/membership-lifecycle/notices';
import {
  findMembershipWithParties,
  planCharge,
  type MembershipRow,
} from '../../platform/membership-lifecycle/repository';
import {
  endMembership,
  lapseMembership,
  markChargeFailed,
} from '../../platform/membership-lifecycle/transitions';

const BATCH = 50;

/**
 * Runs `step` on the memberships matching `where`, a batch at a time, each
 * batch in one transaction with the rows locked. Rows another instance holds
 * are skipped (it is handling them); a step leaves a row no longer matching,
 * so the loop ends.
 */
async function eachLocked(
  db: Database,
  where: SQL | undefined,
  step: (tx: Database, membership: MembershipRow) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const { matched, changed } = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(memberships)
        .where(where)
        .orderBy(asc(memberships.endsAt), asc(memberships.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let changedInBatch = 0;
      for (const row of rows) if (await step(tx, row)) changedInBatch += 1;
      return { matched: rows.length, changed: changedInBatch };
    });
    done += changed;
    if (matched < BATCH || changed === 0) return done;
  }
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The background side of the lifecycle, run every poll: terms that ended
 * without auto-renewal end; due renewals whose grace period is over lapse;
 * auto-renewing terms that are over become due; a charge that has not come a
 * day after the term's end counts as failed; reminders go out 30 and 7 days
 * (RENEWAL_REMINDER_DAYS) before a renewal charge. Each change and its e-mail
 * commit together and happen once, whichever instance runs it. Readers never
 * wait for this job: states are worked out from the dates when asked.
 */
export async function runMembershipLifecycle(
  ctx: AppContext,
  settings: LifecycleSettings = lifecycleSettings(ctx.config),
): Promise<number> {
  const now = ctx.clock.now();
  const { db } = ctx;
  const graceInterval = sql`${`${String(settings.graceDays)} days`}::interval`;
  let changed = 0;

  changed += await eachLocked(
    db,
    and(eq(memberships.status, 'cancelled'), lte(memberships.endsAt, now)),
    async (tx, row) => (await endMembership(ctx, tx, row, now)) !== null,
  );

  changed += await eachLocked(
    db,
    and(
      inArray(memberships.status, ['active', 'renewal_due']),
      sql`coalesce(${memberships.graceEndsAt}, ${memberships.endsAt} + ${graceInterval}) <= ${at(now)}`,
    ),
    async (tx, row) => (await lapseMembership(ctx, tx, row, now, settings)) !== null,
  );

  changed += await eachLocked(
    db,
    and(eq(memberships.status, 'active'), lte(memberships.endsAt, now)),
    async (tx, row) => {
      const [moved] = await tx
        .update(memberships)
        .set({ status: 'renewal_due' })
        .where(and(eq(memberships.id, row.id), eq(memberships.status, 'active')))
        .returning({ id: memberships.id });
      return moved !== undefined;
    },
  );

  changed += await eachLocked(
    db,
    and(
      eq(memberships.status, 'renewal_due'),
      isNull(memberships.graceEndsAt),
      lte(memberships.endsAt, new Date(now.getTime() - CHARGE_WAIT_MS)),
    ),
    async (tx, row) =>
      (await markChargeFailed(ctx, tx, row, { now, graceFrom: 'term-end' }, settings)) !== null,
  );

  changed += await sendRenewalReminders(ctx, settings, now);
  return changed;
}

/**
 * For each reminder day (largest first), the auto-renewing memberships whose
 * charge is that close but not yet within the next, smaller window, and that
 * have not had this reminder for this term. A job that was down past a window
 * sends only the nearest reminder, not a stale one.
 */
async function sendRenewalReminders(
  ctx: AppContext,
  settings: LifecycleSettings,
  now: Date,
): Promise<number> {
  let sent = 0;
  const days = settings.reminderDays;
  for (const [index, reminderDays] of days.entries()) {
    const kind = `renewal-reminder-${String(reminderDays)}`;
    const nextWindow = days[index + 1];
    const alreadySent = ctx.db
      .select({ one: sql`1` })
      .from(membershipNotices)
      .where(
        and(
          eq(membershipNotices.membershipId, memberships.id),
          eq(membershipNotices.kind, kind),
          eq(membershipNotices.termEndsAt, memberships.endsAt),
        ),
      );
    sent += await eachLocked(
      ctx.db,
      and(
        eq(memberships.status, 'active'),
        gt(memberships.endsAt, now),
        lte(memberships.endsAt, daysAfter(now, reminderDays)),
        nextWindow === undefined ? undefined : gt(memberships.endsAt, daysAfter(now, nextWindow)),
        notExists(alreadySent),
      ),
      async (tx, row) => {
        const subject = await findMembershipWithParties(tx, row.id);
        if (!subject || !row.endsAt) return false;
        const parties = noticeParties(ctx, subject);
        return sendNoticeOnce(tx, subject, {
          kind,
          termEndsAt: row.endsAt,
          now,
          message: renewalReminderMessage(parties, {
            chargeOn: row.endsAt,
            total: planCharge(subject.plan).total,
            // What the term brought: the figures of the member's scorecard on My Account.
            scorecard: scorecardLines(
              await scorecardOf(tx, subject.company.id, now),
              formatRupees,
              parties.language,
            ),
          }),
        });
      },
    );
  }
  return sent;
}
