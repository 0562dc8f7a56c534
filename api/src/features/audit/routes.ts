import { auditEndpoints } from '@club/contract/audit';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { listAuditAfter, toAuditEntry } from '../../platform/audit-trail/repository';

export function registerAuditRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, auditEndpoints, {
    list: {
      description:
        'Pass `subjectId` for the entries of one record, `about` for one kind of action ' +
        '(`export` for every export), `actor` for one admin (by e-mail).',
      handler: async (request) => {
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
}
