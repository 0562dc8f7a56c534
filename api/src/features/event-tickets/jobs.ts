import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { makeDueTicketRefunds } from './payment';
import { findEvent, lockTicketType, typesWithLapsedSeats } from './repository';
import { settleSeats } from './seats';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lapsed holds and offers, and ticket refunds to retry; tests call `runOnce()`. */
    ticketJobs: PeriodicJob;
  }
}

/**
 * Every ticket type with a hold or an offer that ran out is settled under its
 * lock (the freed seat is offered to the next person waiting), then refunds
 * the provider refused are asked again. Returns how many of each it handled.
 */
export async function sweepTicketSeats(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.clock.now();
  const typeIds = await typesWithLapsedSeats(ctx.db, now);
  for (const typeId of typeIds) {
    await ctx.db.transaction(async (tx) => {
      const type = await lockTicketType(tx, typeId);
      const event = type ? await findEvent(tx, type.eventId) : null;
      if (type && event) await settleSeats(ctx, tx, { type, event }, now);
    });
  }
  return typeIds.length + (await makeDueTicketRefunds(ctx, log));
}

/** The ticket sweeper, a periodic job (every minute, one run at a time across every worker). */
export const ticketJobsPlugin = fp(
  async (app) => {
    const log = app.log.child({ component: 'ticket-jobs' });
    const job = periodicJob(
      app.ctx.jobs,
      QUEUES.ticketHolds,
      () => sweepTicketSeats(app.ctx, log),
      log,
    );
    app.decorate('ticketJobs', job);
  },
  { name: 'ticket-jobs', fastify: '5.x', dependencies: ['app-context'] },
);
