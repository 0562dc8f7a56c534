import { auditEndpoints } from '@club/contract/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/endpoints';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { listAuditAfter, toAuditEntry } from './repository';

/** The audit trail, for admins: who created or deleted news, who terminated a membership. */
export const auditPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  registerEndpoints(app, auditEndpoints, {
    list: {
      description:
        'Pass `subjectId` for the entries of one news item or membership, `about` for one kind.',
      handler: async (request) => {
        const { cursor, limit, subjectId, about } = request.query;
        const rows = await listAuditAfter(ctx.db, cursorFrom(cursor), limit, subjectId, about);
        return toPage(rows, limit, toAuditEntry);
      },
    },
  });
};
