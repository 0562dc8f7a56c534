import { idParamsSchema, okResponseSchema } from '@club/shared/contract/common';
import {
  adminNewsPageSchema,
  adminNewsQuerySchema,
  NEWS_VALIDATION_MESSAGES,
  newsCreateBodySchema,
  newsItemSchema,
  newsListQuerySchema,
  newsListResponseSchema,
} from '@club/shared/contract/news';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/app-error';
import { sendCachedJson } from '../../http/cached-json';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { currentUser } from '../../platform/auth/authenticate';
import {
  countLiveNews,
  findNews,
  listNewsAfter,
  listNewsWithAuthorAfter,
  toNewsItem,
  type NewsRow,
} from './repository';
import { createNews, deleteNews, NEWS_CACHE_TAG } from './service';

const tags = ['News'];

export { NEWS_CACHE_TAG };
const security = [{ bearer: [] }];
/** How long another instance may serve a list from before a write it has not heard of. */
const NEWS_CACHE_MS = 5_000;
/** Browsers and CDNs revalidate every time; an unchanged list costs a 304. */
const NEWS_CACHE_CONTROL = 'public, no-cache';

export function registerNewsRoutes(app: ZodApp, ctx: AppContext): void {
  const { db, adapters, responseCache } = ctx;
  const toItem = (row: NewsRow) => toNewsItem(row, adapters.storage);

  app.get(
    '/news',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'News, newest first, a page at a time',
        description: 'Pass `nextCursor` of a page as `cursor` to get the next one.',
        querystring: newsListQuerySchema,
        response: { 200: newsListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const position = cursorFrom(cursor);
      const cached = await responseCache.json(
        NEWS_CACHE_TAG,
        `list:${limit}:${cursor ?? ''}`,
        NEWS_CACHE_MS,
        async () => {
          const rows = await listNewsAfter(db, position, limit);
          return JSON.stringify(newsListResponseSchema.parse(toPage(rows, limit, toItem)));
        },
      );
      sendCachedJson(request, reply, cached, NEWS_CACHE_CONTROL);
    },
  );

  app.get(
    '/news/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One news item',
        params: idParamsSchema,
        response: { 200: newsItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findNews(db, request.params.id);
      if (!row) throw notFound('This news item does not exist or has been removed.');
      return toItem(row);
    },
  );

  app.get(
    '/admin/news',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: "The news manager's list: who added each item, and the total (admins only)",
        querystring: adminNewsQuerySchema,
        response: { 200: adminNewsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { cursor, limit } = request.query;
      const [rows, total] = await Promise.all([
        listNewsWithAuthorAfter(db, cursorFrom(cursor), limit),
        countLiveNews(db),
      ]);
      const page = toPage(rows, limit, (row) => ({ ...toItem(row), addedBy: row.addedBy }));
      return { ...page, total };
    },
  );

  app.post(
    '/news',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Publish a news item (admins only)',
        description:
          'An image is uploaded first through `POST /uploads/news/presign`; pass its `objectKey` ' +
          'as `imageKey`. The creation is recorded in the audit trail.',
        body: newsCreateBodySchema,
        response: { 201: newsItemSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const row = await createNews(ctx, currentUser(request).id, request.body);
      return reply.status(201).send(toItem(row));
    },
  );

  app.delete(
    '/news/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Delete a news item (admins only)',
        description:
          'The item leaves every list at once and stays as a tombstone; its image is removed ' +
          'from the storage in the background. The deletion is recorded in the audit trail.',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteNews(ctx, currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  // News is never edited: a correction is a new item. The answer is the same for every caller.
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/news/:id',
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Not supported: news is deleted and created again instead',
        response: errorResponses(405),
      },
      handler: async () => {
        throw new AppError(405, 'METHOD_NOT_ALLOWED', NEWS_VALIDATION_MESSAGES.editingNotSupported);
      },
    });
  }
}
