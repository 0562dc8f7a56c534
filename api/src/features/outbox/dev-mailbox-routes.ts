import {
  devOutboxQuerySchema,
  devOutboxResponseSchema,
  type DevOutboxMessage,
} from '@club/shared/contract/dev-outbox';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { renderDevMailbox } from './dev-mailbox-page';
import { listRecentMessages } from './repository';

/**
 * Recipients as stored: lower-case e-mail, or +<country><number>. A bare "+" in
 * a query string arrives as a space, so "?to=+919876543210" works unencoded too.
 */
function normaliseRecipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  const trimmed = to.trim().toLowerCase();
  return /^\d{11,15}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

async function recentMessages(ctx: AppContext, to: string | undefined, limit: number) {
  const rows = await listRecentMessages(ctx.db, normaliseRecipient(to), limit);
  return rows.map((row): DevOutboxMessage => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The development mailbox: only registered outside production. */
export function registerDevMailboxRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['Development'];
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        summary: 'Messages the API sent or would send, newest first (not in production)',
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recentMessages(ctx, request.query.to, request.query.limit);
    },
  );

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags,
        summary: 'The same messages as a page to read (not in production)',
        querystring: devOutboxQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const messages = await recentMessages(ctx, request.query.to, request.query.limit);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return renderDevMailbox(messages, request.query.to);
    },
  );
}
