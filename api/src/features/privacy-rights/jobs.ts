import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { buildDataExport } from './data-export';
import { applyRetention } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    retention: PeriodicJob;
    dataExports: { runOnce(): Promise<number> };
  }
}

/**
 * The privacy jobs: data exports built as they are asked for, and the
 * retention job (every minute) that deletes what is kept no longer.
 * App-wide, so tests reach `app.retention.runOnce()` and `app.dataExports.runOnce()`.
 */
export const privacyJobsPlugin = fp(
  async (app) => {
    const ctx = app.ctx;
    const log = app.log.child({ component: 'privacy' });
    app.decorate(
      'retention',
      periodicJob(ctx.jobs, QUEUES.retention, () => applyRetention(ctx.db, ctx.clock.now()), log),
    );
    const work = async (batch: PgBoss.JobWithMetadata<unknown>[]) => {
      for (const job of batch) {
        try {
          await buildDataExport(ctx, (job.data as { exportId: string }).exportId);
          await ctx.jobs.boss.complete(QUEUES.dataExport, job.id);
        } catch (error) {
          log.error({ err: error }, 'data export failed');
          await ctx.jobs.boss.fail(QUEUES.dataExport, job.id);
        }
      }
    };
    ctx.jobs.handle(QUEUES.dataExport, work);
    app.decorate('dataExports', {
      /** Works the waiting export jobs now (tests, the development clock). */
      async runOnce() {
        const batch =
          (await ctx.jobs.boss.fetch(QUEUES.dataExport, {
            batchSize: 20,
            includeMetadata: true,
          })) ?? [];
        await work(batch);
        return batch.length;
      },
    });
  },
  { name: 'privacy-jobs', fastify: '5.x', dependencies: ['app-context'] },
);
