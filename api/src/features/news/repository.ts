import type { NewsItem } from '@club/shared/contract/news';
import { and, eq, isNull } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/database';
import { news } from '../../db/schema/news';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';

export type NewsRow = typeof news.$inferSelect;

/** A stored image is served from the file storage; `imageUrl` may point elsewhere. */
export function toNewsItem(row: NewsRow, storage: Pick<FileStorage, 'publicUrl'>): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageKey ? storage.publicUrl(row.imageKey) : row.imageUrl,
    imageKey: row.imageKey,
    source: row.source,
    externalUrl: row.externalUrl,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of news after the position, newest first. */
export function listNewsAfter(db: Database, position: CursorPosition | null, limit: number) {
  return db
    .select()
    .from(news)
    .where(and(isNull(news.deletedAt), afterPosition(news, position)))
    .orderBy(...newestFirst(news))
    .limit(rowsForPage(limit));
}

export async function findNews(db: Database, id: string): Promise<NewsRow | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), isNull(news.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertNewsItem(db: Database, values: typeof news.$inferInsert) {
  const [row] = await db.insert(news).values(values).returning();
  if (!row) throw new Error('news item not created');
  return row;
}

/** Turns a live item into a tombstone; null when there was none (absent or deleted already). */
export async function tombstoneNews(db: Database, id: string, at: Date): Promise<NewsRow | null> {
  const [row] = await db
    .update(news)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(news.id, id), isNull(news.deletedAt)))
    .returning();
  return row ?? null;
}
