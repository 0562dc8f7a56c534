import type { NewsItem } from '@club/contract/news';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/database';
import { news } from '../../db/schema/news';
import { users } from '../../db/schema/users';
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

/** The admins' page: like the public one, with the e-mail of the admin who added each item. */
export async function listNewsWithAuthorAfter(
  db: Database,
  position: CursorPosition | null,
  limit: number,
): Promise<(NewsRow & { addedBy: string | null })[]> {
  const rows = await db
    .select({ item: news, addedBy: users.email })
    .from(news)
    .leftJoin(users, eq(users.id, news.createdBy))
    .where(and(isNull(news.deletedAt), afterPosition(news, position)))
    .orderBy(...newestFirst(news))
    .limit(rowsForPage(limit));
  return rows.map(({ item, addedBy }) => ({ ...item, addedBy }));
}

/** How many items are live (not deleted). */
export async function countLiveNews(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(news).where(isNull(news.deletedAt));
  return row?.total ?? 0;
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
