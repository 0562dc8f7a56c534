import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { sendDueDigests } from './alerts';
import { sendExpiryReminders } from './outcomes';
import { siteLink } from '../../lib/site-links';

declare module 'fastify' {
  interface FastifyInstance {
    leadAlertDigests: PeriodicJob;
    /** The reminders of leads about to expire; tests and the development clock call `runOnce()`. */
    leadExpiryReminders: PeriodicJob;
  }
}

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

/**
 * The reminders to posters of open leads that expire within 3 days, a periodic
 * job (every minute; each lead's reminder goes exactly once). Expiry itself
 * needs no job: a lead past its expiry reads as expired.
 */
export const leadExpiryRemindersPlugin = fp(
  async (app) => {
    const job = periodicJob(
      app.ctx.jobs,
      QUEUES.leadExpiryReminders,
      () => sendExpiryReminders(app.ctx),
      app.log.child({ component: 'lead-expiry' }),
    );
    app.decorate('leadExpiryReminders', job);
  },
  { name: 'lead-expiry-reminders', fastify: '5.x', dependencies: ['app-context'] },
);
