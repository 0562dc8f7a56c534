import { endpointUrl } from '@club/contract/endpoint';
import { paymentWebhookEndpoints } from '@club/contract/payment';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** At most this many yearly charges per subscription in one run. */
const MAX_CHARGE_ROUNDS = 10;

/** Posts one round of due charges; a subscription is charged once a round. */
async function deliverTestChargeRound(
  app: FastifyInstance,
  log: FastifyBaseLogger,
): Promise<number> {
  const charges = app.ctx.adapters.payments.testSubscriptions;
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

/**
 * The local test provider's renewal charges that are due, posted to the API's
 * own webhook as Razorpay would post them, a year at a time (after the
 * development clock jumped years). The membership jobs run this first in every
 * run (PAYMENTS=test only); it answers how many charges it posted.
 */
export async function deliverTestCharges(
  app: FastifyInstance,
  log: FastifyBaseLogger,
): Promise<number> {
  let delivered = 0;
  for (let round = 0; round < MAX_CHARGE_ROUNDS; round += 1) {
    const charged = await deliverTestChargeRound(app, log);
    if (charged === 0) break;
    delivered += charged;
  }
  return delivered;
}
