import { adminInquiryEndpoints } from '@club/contract/inquiries';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { currentUser } from '../../platform/auth/authenticate';
import { updateInquiryByAdmin } from './admin-service';
import { countInquiries, listInquiriesAfter, toAdminInquiry } from './repository';

/** The club's inbox in the back office: the list, the count of new ones, and the admins' changes. */
export function registerAdminInquiryRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, adminInquiryEndpoints, {
    list: {
      description: 'Pass `status` and `kind` to narrow the list; `nextCursor` for the next page.',
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { cursor, limit, status, kind } = request.query;
        const rows = await listInquiriesAfter(ctx.db, cursorFrom(cursor), limit, { status, kind });
        return toPage(rows, limit, toAdminInquiry);
      },
    },
    summary: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { new: await countInquiries(ctx.db, 'new') };
    },
    update: {
      description:
        'Marking an inquiry answered or closed records when; the change is recorded in the ' +
        'audit trail (the status from and to, and whether the notes changed).',
      handler: async (request) => {
        const row = await updateInquiryByAdmin(
          ctx,
          currentUser(request).id,
          request.params.id,
          request.body,
        );
        return toAdminInquiry(row);
      },
    },
  });
}
