import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { sendDueDigests } from './alerts';
import { registerLeadRoutes } from './routes';
import { siteLink } from '../../lib/site-links';

declare module 'fastify' {
  interface FastifyInstance {
    leadAlertDigests: PeriodicJob;
  }
}

/** Leads: browse, post, save, delete, and the alerts of followed subcategories. */
export const leadsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerLeadRoutes(app, app.ctx);
};

/**
 * The job that e-mails lead-alert digests, on the outbox's polling interval.
 * App-wide, so that tests reach `app.leadAlertDigests.runOnce()`.
 */
export const leadAlertDigestsPlugin = fp(
  async (app) => {
    const { config } = app.ctx;
    const job = periodicJob(
      'lead-alert-digests',
      () =>
        sendDueDigests(app.ctx, {
          everyMinutes: config.leadAlertDigestMinutes,
          siteOrigin: siteLink(config, ''),
        }),
      { intervalMs: config.outboxPollIntervalMs, log: app.log.child({ component: 'lead-alerts' }) },
    );
    app.decorate('leadAlertDigests', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', () => job.stop());
  },
  { name: 'lead-alert-digests', fastify: '5.x', dependencies: ['app-context'] },
);
