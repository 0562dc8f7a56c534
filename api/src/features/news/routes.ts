import { idParamsSchema } from '@club/shared/contract/common';
import {
  newsItemSchema,
  newsListQuerySchema,
  newsListResponseSchema,
} from '@club/shared/contract/news';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { findNews, listNewsAfter, toNewsItem, type NewsRow } from './repository';

const tags = ['News'];

export function registerNewsRoutes(app: ZodApp, { db, adapters }: AppContext): void {
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
    async (request) => {
      const { cursor, limit } = request.query;
      const rows = await listNewsAfter(db, cursorFrom(cursor), limit);
      return toPage(rows, limit, toItem);
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
