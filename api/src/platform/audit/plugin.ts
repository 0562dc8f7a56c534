import { auditListQuerySchema, auditListResponseSchema } from '@club/shared/contract/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { listAuditAfter, toAuditEntry } from './repository';

/** The audit trail, for admins: who created or deleted news, who terminated a membership. */
export const auditPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        security: [{ bearer: [] }],
        summary: 'The audit trail, newest first (admins only)',
        description:
          'Pass `subjectId` for the entries of one news item or membership, `about` for one kind.',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { cursor, limit, subjectId, about } = request.query;
      const rows = await listAuditAfter(ctx.db, cursorFrom(cursor), limit, subjectId, about);
      return toPage(rows, limit, toAuditEntry);
    },
  );
};
