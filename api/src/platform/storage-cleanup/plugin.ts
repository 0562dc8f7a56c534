import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { QUEUES } from '../jobs/queues';
import { removeDueFiles } from './repository';
import { removeUnusedUploads } from './unused-uploads';

/** How often an instance looks for unused uploads (they wait a day; the search reads them all). */
const UNUSED_UPLOADS_EVERY_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    storageCleanup: PeriodicJob;
  }
}

/**
 * Removes files that nothing uses any more from the file storage in the
 * background, a periodic job (every minute): a deleted lead's or news
 * item's images, and uploads that nothing used within a day (every ten
 * minutes). App-wide, so that tests reach `app.storageCleanup.runOnce()`.
 */
export const storageCleanupPlugin = fp(
  async (app) => {
    const { db, clock, jobs, adapters } = app.ctx;
    let unusedUploadsSearchedAt = Number.NEGATIVE_INFINITY;
    const job = periodicJob(
      jobs,
      QUEUES.storageCleanup,
      async () => {
        const now = clock.now();
        if (now.getTime() - unusedUploadsSearchedAt >= UNUSED_UPLOADS_EVERY_MS) {
          await removeUnusedUploads(db, now);
          unusedUploadsSearchedAt = now.getTime();
        }
        return removeDueFiles(db, adapters.storage, now);
      },
      app.log.child({ component: 'storage-cleanup' }),
    );
    app.decorate('storageCleanup', job);
  },
  { name: 'storage-cleanup', fastify: '5.x', dependencies: ['app-context'] },
);
