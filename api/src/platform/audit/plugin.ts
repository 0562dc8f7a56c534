import { auditEndpoints } from '@club/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/endpoints';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { listAuditAfter, toAuditEntry } from './repository';

/** The audit trail, for admins: who changed what in the back office, and who exported data. */
export const auditPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  registerEndpoints(app, auditEndpoints, {
    list: {
      description:
        'Pass `subjectId` for the entries of one record, `about` for one kind of action ' +
        '(`export` for every export), `actor` for one admin (by e-mail).',
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { cursor, limit, subjectId, about, actor } = request.query;
        const rows = await listAuditAfter(ctx.db, cursorFrom(cursor), limit, {
          subjectId,
          about,
          actorEmail: actor,
        });
        return toPage(rows, limit, toAuditEntry);
      },
    },
  });
};
