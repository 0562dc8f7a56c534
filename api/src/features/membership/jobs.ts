import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { runMembershipLifecycle } from './lifecycle-job';
import { subscriptionSync } from './subscription-sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renewals, expiry, reminders and the provider's subscriptions; tests call `runOnce()`. */
    membershipJobs: PeriodicJob;
  }
}

export interface MembershipJobsOptions {
  /**
   * Runs first in every run: the development kit's delivery of the local test
   * provider's renewal charges that are due (PAYMENTS=test); how many it posted.
   */
  deliverTestCharges?: (app: FastifyInstance, log: FastifyBaseLogger) => Promise<number>;
}

/**
 * The membership lifecycle's background work, a periodic job (every minute,
 * one run at a time across every worker): the local test provider's renewal
 * charges that are due (`deliverTestCharges`, posted to the webhook as
 * Razorpay would), then the lifecycle's transitions and reminders, then the
 * subscriptions to create or cancel with the provider. App-wide, so tests and
 * the development clock reach it.
 */
export const membershipJobsPlugin = fp<MembershipJobsOptions>(
  async (app, { deliverTestCharges }) => {
    const log = app.log.child({ component: 'membership-jobs' });
    const syncSubscriptions = subscriptionSync(app.ctx, log);

    const job = periodicJob(
      app.ctx.jobs,
      QUEUES.membershipLifecycle,
      async () =>
        (deliverTestCharges ? await deliverTestCharges(app, log) : 0) +
        (await runMembershipLifecycle(app.ctx)) +
        (await syncSubscriptions()),
      log,
    );
    app.decorate('membershipJobs', job);
  },
  { name: 'membership-jobs', fastify: '5.x', dependencies: ['app-context'] },
);
