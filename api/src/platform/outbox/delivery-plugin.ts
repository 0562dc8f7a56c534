import fp from 'fastify-plugin';
import { sendingOnlyToOptedIn } from '../../adapters/whatsapp/whatsapp-sender';
import { isOptedIn } from '../consents/whatsapp-opt-ins';
import { createMessageDelivery, type MessageDelivery } from './delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's deliveries; tests and the development clock call `runOnce()`. */
    outboxWorker: MessageDelivery;
  }
}

/**
 * Delivers queued messages through the mail, SMS and WhatsApp adapters, as jobs of the
 * `outbox-deliver` queue (worked where WORK_JOBS is on). App-wide
 * (fastify-plugin), so that tests and the development clock reach `app.outboxWorker`.
 */
export const messageDeliveryPlugin = fp(
  async (app) => {
    const { db, clock, jobs, adapters } = app.ctx;
    app.decorate(
      'outboxWorker',
      createMessageDelivery({
        db,
        clock,
        jobs,
        senders: {
          email: adapters.mail,
          sms: adapters.sms,
          whatsapp: sendingOnlyToOptedIn(adapters.whatsapp, (phone) => isOptedIn(db, phone)),
        },
        log: app.log.child({ component: 'message-delivery' }),
      }),
    );
  },
  { name: 'message-delivery', fastify: '5.x', dependencies: ['app-context'] },
);
