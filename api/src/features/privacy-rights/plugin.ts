import cookie from '@fastify/cookie';
import {
  adminCorrectionEndpoints,
  privacyEndpoints,
  PRIVACY_MESSAGES,
} from '@club/contract/privacy-rights';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import { registerEndpoints } from '../../http/endpoints';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { currentUser } from '../../platform/auth/authenticate';
import { clearRefreshCookie } from '../../platform/auth/refresh-token';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { closeAccount } from './closure';
import {
  decideCorrection,
  describeCorrection,
  latestCorrection,
  listCorrections,
  ownCompany,
  requestCorrection,
} from './corrections';
import {
  buildDataExport,
  latestDataExport,
  openDataExport,
  requestDataExport,
  toDataExport,
} from './data-export';
import { applyRetention } from './retention';

/** The member's rights over their data: download, correction, closure; corrections in the back office. */
export const privacyRightsPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Closing the account clears the refresh cookie (it reads none).
  await app.register(cookie);
  registerEndpoints(app, privacyEndpoints, {
    overview: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = currentUser(request).id;
      const now = ctx.clock.now();
      const [exported, company] = await Promise.all([
        latestDataExport(ctx.db, userId),
        ownCompany(ctx.db, userId),
      ]);
      const correction = company ? await latestCorrection(ctx.db, company.id) : null;
      return {
        dataExport: exported ? toDataExport(exported, now) : null,
        correction:
          correction && company ? await describeCorrection(ctx.db, correction, company) : null,
        company: company
          ? {
              id: company.id,
              name: company.name,
              categoryId: company.categoryId,
              subcategoryId: company.subcategoryId,
              stateId: company.stateId,
              gstNumber: company.gstNumber,
              billingName: company.billingName,
              billingAddress: company.billingAddress,
            }
          : null,
      };
    },
    requestExport: {
      description:
        'Queues the job that builds the ZIP and e-mails a one-time link (24 hours). 409 while ' +
        'one is being prepared, 429 after 3 in a day.',
      handler: async (request, reply) => {
        const exported = await requestDataExport(ctx, currentUser(request).id);
        return reply.code(202).send(exported);
      },
    },
    downloadExport: {
      description: '410 for a link used already or expired, 404 for one that never existed.',
      produces: ['application/zip'],
      handler: async (request, reply) => {
        const { file, fileName } = await openDataExport(ctx, request.params.token);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('content-length', file.size)
          .type('application/zip')
          .send(file.body);
      },
    },
    requestCorrection: async (request, reply) => {
      const correction = await requestCorrection(ctx, currentUser(request).id, request.body);
      return reply.code(201).send(correction);
    },
    closeAccount: {
      description:
        'Confirm with the company name or CLOSE. Ends every session (and clears the refresh ' +
        "cookie), erases the personal data, keeps invoices and payments. 409 for the site's last admin.",
      handler: async (request, reply) => {
        await closeAccount(ctx, currentUser(request).id, request.body.confirmation);
        clearRefreshCookie(request, reply);
        return { message: PRIVACY_MESSAGES.closed };
      },
    },
  });
  registerEndpoints(app, adminCorrectionEndpoints, {
    list: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { cursor, limit, status } = request.query;
      const rows = await listCorrections(ctx.db, status, cursorFrom(cursor), limit);
      return toPage(rows, limit, (row) => row.item);
    },
    decide: async (request) =>
      decideCorrection(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body.decision,
        request.body.reason,
      ),
  });
};

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
