import {
  newsEndpoints,
  newsListResponseSchema,
  NEWS_VALIDATION_MESSAGES,
} from '@club/contract/news';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/app-error';
import { sendCachedJson } from '../../http/cached-json';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { currentUser } from '../../platform/identity/authenticate';
import {
  countLiveNews,
  findNews,
  listNewsAfter,
  listNewsWithAuthorAfter,
  toNewsItem,
  type NewsRow,
} from './repository';
import { createNews, deleteNews, NEWS_CACHE_TAG } from './service';

export { NEWS_CACHE_TAG };
/** How long another instance may serve a list from before a write it has not heard of. */
const NEWS_CACHE_MS = 5_000;
/** Browsers and CDNs revalidate every time; an unchanged list costs a 304. */
const NEWS_CACHE_CONTROL = 'public, no-cache';

export function registerNewsRoutes(app: ZodApp, ctx: AppContext): void {
  const { db, adapters, responseCache } = ctx;
  const toItem = (row: NewsRow) => toNewsItem(row, adapters.storage);
  const editingNotSupported = async () => {
    throw new AppError(405, 'METHOD_NOT_ALLOWED', NEWS_VALIDATION_MESSAGES.editingNotSupported);
  };

  registerEndpoints(app, newsEndpoints, {
    list: {
      description: 'Pass `nextCursor` of a page as `cursor` to get the next one.',
      cache: NEWS_CACHE_CONTROL,
      handler: async (request, reply) => {
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
        return sendCachedJson(request, reply, cached);
      },
    },
    one: async (request) => {
      const row = await findNews(db, request.params.id);
      if (!row) throw notFound('This news item does not exist or has been removed.');
      return toItem(row);
    },
    manage: async (request) => {
      const { cursor, limit } = request.query;
      const [rows, total] = await Promise.all([
        listNewsWithAuthorAfter(db, cursorFrom(cursor), limit),
        countLiveNews(db),
      ]);
      const page = toPage(rows, limit, (row) => ({ ...toItem(row), addedBy: row.addedBy }));
      return { ...page, total };
    },
    create: {
      description:
        'An image is uploaded first through `POST /uploads/news/presign`; pass its `objectKey` ' +
        'as `imageKey`. The creation is recorded in the audit trail.',
      handler: async (request, reply) => {
        const row = await createNews(ctx, currentUser(request).id, request.body);
        return reply.status(201).send(toItem(row));
      },
    },
    remove: {
      description:
        'The item leaves every list at once and stays as a tombstone; its image is removed ' +
        'from the storage in the background. The deletion is recorded in the audit trail.',
      handler: async (request) => {
        await deleteNews(ctx, currentUser(request).id, request.params.id);
        return { ok: true as const };
      },
    },
    patch: editingNotSupported,
    put: editingNotSupported,
  });
}
