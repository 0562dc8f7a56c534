import type { NewsItem } from '@club/shared/contract/news';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { news } from '../../db/schema/news';
import type { NewsCursor } from './news-cursor';

type NewsRow = typeof news.$inferSelect;

export function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    imageKey: row.imageKey,
    source: row.source,
    externalUrl: row.externalUrl,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first; `limit + 1` rows so the caller knows whether another page follows. */
export function listNewsAfter(db: Database, cursor: NewsCursor | null, limit: number) {
  return db
    .select()
    .from(news)
    .where(
      cursor
        ? sql`(${news.createdAt}, ${news.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(limit + 1);
}

export async function findNews(db: Database, id: string): Promise<NewsRow | null> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}
