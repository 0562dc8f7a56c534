import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { runPaymentReconciliation } from './reconciliation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments nobody reported, and refunds to retry; tests call `runOnce()`. */
    paymentJobs: PeriodicJob;
  }
}

/**
 * The payments' reconciliation, on the outbox's polling interval, one run at
 * a time (each order has its own schedule of checks, so the provider is asked
 * rarely however often this runs). App-wide, so tests and the development
 * clock reach it.
 */
export const paymentJobsPlugin = fp(
  async (app) => {
    const log = app.log.child({ component: 'payment-jobs' });
    const job = periodicJob(
      'payment-reconciliation',
      () => runPaymentReconciliation(app.ctx, log),
      { intervalMs: app.ctx.config.outboxPollIntervalMs, log },
    );
    app.decorate('paymentJobs', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', () => job.stop());
  },
  { name: 'payment-jobs', fastify: '5.x', dependencies: ['app-context'] },
);
