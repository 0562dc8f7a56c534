import {
  devOutboxQuerySchema,
  devOutboxResponseSchema,
  type DevOutboxMessage,
} from '@club/shared/contract/dev-outbox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { renderDevMailbox } from './dev-mailbox-page';
import { listDevMailbox } from './repository';

/**
 * Recipients as stored: lower-case e-mail, or +<country><number>. A bare "+" in
 * a query string arrives as a space, so "?to=+919876543210" works unencoded too.
 */
function normaliseRecipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  const trimmed = to.trim().toLowerCase();
  return /^\d{11,15}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/**
 * Only a browser or script on this machine reads the mailbox: the connection
 * comes from loopback and no proxy relayed it (a proxy on the same machine
 * would otherwise make every visitor look local).
 */
async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  const direct = LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '');
  const relayed = 'x-forwarded-for' in request.headers || 'forwarded' in request.headers;
  if (!direct || relayed) {
    const path = request.url.split('?')[0] ?? request.url;
    throw notFound(`There is no ${request.method} ${path}.`);
  }
}

async function recentMessages(ctx: AppContext, to: string | undefined, limit: number) {
  const rows = await listDevMailbox(ctx.db, normaliseRecipient(to), limit);
  return rows.map((row): DevOutboxMessage => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The development mailbox: only with DEV_MAILBOX=1, and only for clients on this machine. */
export function registerDevMailboxRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['Development'];
  app.addHook('onRequest', onlyFromThisMachine);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        summary:
          'Messages the development mailbox kept, newest first (DEV_MAILBOX=1, loopback only)',
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
        summary: 'The same messages as a page to read (DEV_MAILBOX=1, loopback only)',
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
