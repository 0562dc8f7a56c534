import { endpointUrl } from '@club/shared/contract/endpoint';
import { paymentWebhookEndpoints } from '@club/shared/contract/payment';
import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { runMembershipLifecycle } from './lifecycle-job';
import { subscriptionSync } from './subscription-sync';

/** At most this many yearly charges per subscription in one run. */
const MAX_CHARGE_ROUNDS = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** Renewals, expiry, reminders and the provider's subscriptions; tests call `runOnce()`. */
    membershipJobs: PeriodicJob;
  }
}

/**
 * The membership lifecycle's background work, on the outbox's polling
 * interval, one run at a time: the local test provider's renewal charges that
 * are due (posted to the webhook, as Razorpay would), then the lifecycle's
 * transitions and reminders, then the subscriptions to create or cancel with
 * the provider. App-wide, so tests and the development clock reach it.
 */
export const membershipJobsPlugin = fp(
  async (app) => {
    const { config, adapters } = app.ctx;
    const log = app.log.child({ component: 'membership-jobs' });
    const syncSubscriptions = subscriptionSync(app.ctx, log);

    /** Posts one round of due charges; a subscription is charged once a round. */
    async function deliverTestChargeRound(): Promise<number> {
      const charges = adapters.payments.testSubscriptions;
      if (!charges) return 0;
      const webhooks = await charges.chargeDue(app.ctx.clock.now());
      for (const webhook of webhooks) {
        const response = await app.inject({
          method: 'POST',
          url: endpointUrl(paymentWebhookEndpoints.webhook),
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhook.signature,
            'x-razorpay-event-id': webhook.eventId,
          },
          payload: webhook.body,
        });
        if (response.statusCode !== 200) {
          log.error({ status: response.statusCode }, 'test subscription webhook refused');
        }
      }
      return webhooks.length;
    }

    /** Every charge that is due, a year at a time (after the development clock jumped years). */
    async function deliverTestCharges(): Promise<number> {
      let delivered = 0;
      for (let round = 0; round < MAX_CHARGE_ROUNDS; round += 1) {
        const charged = await deliverTestChargeRound();
        if (charged === 0) break;
        delivered += charged;
      }
      return delivered;
    }

    const job = periodicJob(
      'membership-lifecycle',
      async () =>
        (await deliverTestCharges()) +
        (await runMembershipLifecycle(app.ctx)) +
        (await syncSubscriptions()),
      { intervalMs: config.outboxPollIntervalMs, log },
    );
    app.decorate('membershipJobs', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', () => job.stop());
  },
  { name: 'membership-jobs', fastify: '5.x', dependencies: ['app-context'] },
);
