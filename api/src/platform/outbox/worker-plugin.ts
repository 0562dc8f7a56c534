import fp from 'fastify-plugin';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/**
 * The worker that delivers queued messages through the mail and SMS adapters.
 * App-wide (fastify-plugin), so that `main` and tests reach `app.outboxWorker`;
 * it starts when the app is ready and stops, delivery finished, when it closes.
 */
export const outboxWorkerPlugin = fp(
  async (app) => {
    const { db, clock, config, adapters } = app.ctx;
    const worker = createOutboxWorker({
      db,
      clock,
      senders: { email: adapters.mail, sms: adapters.sms },
      log: app.log.child({ component: 'outbox-worker' }),
      intervalMs: config.outboxPollIntervalMs,
    });
    app.decorate('outboxWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'outbox-worker', fastify: '5.x', dependencies: ['app-context'] },
);
