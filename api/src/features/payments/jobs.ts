import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { runPaymentReconciliation } from './reconciliation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments nobody reported, and refunds to retry; tests call `runOnce()`. */
    paymentJobs: PeriodicJob;
  }
}

/**
 * The payments' reconciliation, a periodic job (every minute, one run at a
 * time across every worker) (each order has its own schedule of checks, so the provider is asked
 * rarely however often this runs). App-wide, so tests and the development
 * clock reach it.
 */
export const paymentJobsPlugin = fp(
  async (app) => {
    const log = app.log.child({ component: 'payment-jobs' });
    const job = periodicJob(
      app.ctx.jobs,
      QUEUES.paymentReconciliation,
      () => runPaymentReconciliation(app.ctx, log),
      log,
    );
    app.decorate('paymentJobs', job);
  },
  { name: 'payment-jobs', fastify: '5.x', dependencies: ['app-context'] },
);
