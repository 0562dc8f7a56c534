import { idParamsSchema } from '@club/shared/contract/common';
import {
  newsItemSchema,
  newsListQuerySchema,
  newsListResponseSchema,
} from '@club/shared/contract/news';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { sendCachedJson } from '../../http/cached-json';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { findNews, listNewsAfter, toNewsItem, type NewsRow } from './repository';

const tags = ['News'];

/** The tag of every cached news response: a write to news invalidates it. */
export const NEWS_CACHE_TAG = 'news';
/** How long another instance may serve a list from before a write it has not heard of. */
const NEWS_CACHE_MS = 5_000;
/** Browsers and CDNs revalidate every time; an unchanged list costs a 304. */
const NEWS_CACHE_CONTROL = 'public, no-cache';

export function registerNewsRoutes(app: ZodApp, { db, adapters, responseCache }: AppContext): void {
  const toItem = (row: NewsRow) => toNewsItem(row, adapters.storage);

  app.get(
    '/news',
    {
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
}
