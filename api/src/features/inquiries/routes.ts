import { adminInquiryEndpoints, inquiryEndpoints } from '@club/contract/inquiries';
import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { currentUser } from '../../platform/identity/authenticate';
import type { Database } from '../../db/database';
import { receiveInquiry, replyToInquiry, updateInquiryByAdmin } from './service';
import {
  countInquiries,
  listInquiriesAfter,
  repliesOf,
  toAdminInquiry,
  type InquiryRow,
} from './repository';

/** One inquiry as the back office shows it, with its replies. */
async function withReplies(db: Database, row: InquiryRow) {
  const replies = await repliesOf(db, [row.id]);
  return toAdminInquiry(row, replies.get(row.id));
}

const HOUR_MS = 60 * 60_000;

/**
 * The three inquiry forms of the site, and the club's inbox in the back office:
 * the list, the count of new ones, and the admins' changes.
 */
export function registerInquiryRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, inquiryEndpoints, {
    send: {
      description:
        'Kept and e-mailed to `CLUB_INBOX_EMAIL`, with an acknowledgement to the sender. ' +
        'At most `INQUIRIES_PER_IP` an hour from one address (429).',
      config: {
        rateLimit: {
          max: ctx.config.inquiriesPerIp,
          timeWindow: HOUR_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              `Too many messages from your network. Please try again in ${context.after}.`,
              context.ttl / 1000,
            ),
        },
      },
      handler: async (request) => {
        await receiveInquiry(ctx, request.body);
        return { received: true as const };
      },
    },
  });
  registerEndpoints(app, adminInquiryEndpoints, {
    list: {
      description: 'Pass `status` and `kind` to narrow the list; `nextCursor` for the next page.',
      handler: async (request) => {
        const { cursor, limit, status, kind } = request.query;
        const rows = await listInquiriesAfter(ctx.db, cursorFrom(cursor), limit, { status, kind });
        const replies = await repliesOf(
          ctx.db,
          rows.slice(0, limit).map((row) => row.id),
        );
        return toPage(rows, limit, (row) => toAdminInquiry(row, replies.get(row.id)));
      },
    },
    summary: async () => ({ new: await countInquiries(ctx.db, 'new') }),
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
        return withReplies(ctx.db, row);
      },
    },
    reply: {
      description:
        'E-mailed to the sender as plain text from `MAIL_FROM`, with `CLUB_INBOX_EMAIL` as the ' +
        'address to answer to (answers reach that mailbox, not the site); recorded on the ' +
        'inquiry with who sent it and when, and in the audit trail. A new inquiry becomes answered.',
      handler: async (request) => {
        const row = await replyToInquiry(
          ctx,
          currentUser(request).id,
          request.params.id,
          request.body.text,
        );
        return withReplies(ctx.db, row);
      },
    },
    replySettings: async () => ({ clubInbox: ctx.config.clubInboxEmail }),
  });
}
