import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
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
 * The job that e-mails lead-alert digests, a periodic job (every minute; each
 * member's digest goes at most every LEAD_ALERT_DIGEST_MINUTES).
 * App-wide, so that tests reach `app.leadAlertDigests.runOnce()`.
 */
export const leadAlertDigestsPlugin = fp(
  async (app) => {
    const { config } = app.ctx;
    const job = periodicJob(
      app.ctx.jobs,
      QUEUES.leadAlertDigests,
      () =>
        sendDueDigests(app.ctx, {
          everyMinutes: config.leadAlertDigestMinutes,
          siteOrigin: siteLink(config, ''),
        }),
      app.log.child({ component: 'lead-alerts' }),
    );
    app.decorate('leadAlertDigests', job);
  },
  { name: 'lead-alert-digests', fastify: '5.x', dependencies: ['app-context'] },
);
