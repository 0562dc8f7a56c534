import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { reminderDueAt } from './business-days';
import { followUpMail, reminderMail } from './messages';
import { claimFollowUp, claimReminder, findInvitation, remindable, toFollowUp } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Visitors' reminders and after-meeting e-mails; tests and the dev clock call `runOnce()`. */
    visitorJobs: PeriodicJob;
  }
}

/**
 * Reminders that are due: from 09:00 India time two working days before the
 * meeting until it starts, to visitors who registered before that moment (one
 * who registers later has just had their ticket) and asked for the e-mails.
 * Each is claimed in the transaction that queues it, so it goes exactly once.
 */
async function sendReminders(ctx: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const candidate of await remindable(ctx.db, now)) {
    const due = reminderDueAt(candidate.startsAt);
    if (now.getTime() < due.getTime()) continue;
    await ctx.db.transaction(async (tx) => {
      const row = await findInvitation(tx, candidate.id);
      if (!row?.registeredAt || row.registeredAt.getTime() >= due.getTime()) return;
      if (!(await claimReminder(tx, row.id, now))) return;
      await reminderMail(ctx, tx, row, now);
      sent += 1;
    });
  }
  return sent;
}

/** Once a meeting has ended: thanks to each visitor checked in, a word to those who were not. */
async function sendFollowUps(ctx: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const { id } of await toFollowUp(ctx.db, now)) {
    await ctx.db.transaction(async (tx) => {
      const row = await findInvitation(tx, id);
      if (!row) return;
      const kind = row.checkedInAt ? 'thank-you' : 'missed-you';
      if (!(await claimFollowUp(tx, id, kind, now))) return;
      await followUpMail(ctx, tx, row, kind, now);
      sent += 1;
    });
  }
  return sent;
}

export async function runVisitorJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.clock.now();
  const reminders = await sendReminders(ctx, now);
  const followUps = await sendFollowUps(ctx, now);
  if (reminders + followUps > 0) log.info({ reminders, followUps }, 'visitor e-mails queued');
  return reminders + followUps;
}

/** The visitors' e-mails, a periodic job (every minute, one run at a time across every worker). */
export const visitorJobsPlugin = fp(
  async (app) => {
    const log = app.log.child({ component: 'visitor-jobs' });
    const job = periodicJob(
      app.ctx.jobs,
      QUEUES.visitorFollowUps,
      () => runVisitorJobs(app.ctx, log),
      log,
    );
    app.decorate('visitorJobs', job);
  },
  { name: 'visitor-jobs', fastify: '5.x', dependencies: ['app-context'] },
);
