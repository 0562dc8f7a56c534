import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { removeDueFiles } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    storageCleanup: PeriodicJob;
  }
}

/**
 * Removes files that nothing uses any more (a deleted lead's images) from the
 * file storage in the background, on the outbox's polling interval. App-wide,
 * so that tests reach `app.storageCleanup.runOnce()`.
 */
export const storageCleanupPlugin = fp(
  async (app) => {
    const { db, clock, config, adapters } = app.ctx;
    const job = periodicJob(
      'storage-cleanup',
      () => removeDueFiles(db, adapters.storage, clock.now()),
      {
        intervalMs: config.outboxPollIntervalMs,
        log: app.log.child({ component: 'storage-cleanup' }),
      },
    );
    app.decorate('storageCleanup', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', () => job.stop());
  },
  { name: 'storage-cleanup', fastify: '5.x', dependencies: ['app-context'] },
);
