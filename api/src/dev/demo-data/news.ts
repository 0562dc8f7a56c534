import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { assetsFolder } from '../../config/package-root';
import { demoId } from '../../db/demo-data/demo-id';
import type { DemoSeeder } from '../../db/demo-data/demo-seeder';
import { daysBefore } from '../../lib/calendar';
import { news } from '../../db/schema/news';
import { DEMO_ACCOUNTS, demoUserIds } from './users';
import { DEMO_NEWS, type DemoNews } from './demo-news';

/**
 * Each item's own copy of its illustration: deleting an item removes its
 * image from the storage, which must not take another item's picture with it.
 */
export function demoNewsImageKey(item: Pick<DemoNews, 'key'>): string {
  return `news/demo/${item.key}.webp`;
}

/** Copies the illustrations into the file storage, once. */
async function storeImages(storage: FileStorage): Promise<void> {
  for (const item of DEMO_NEWS) {
    const key = demoNewsImageKey(item);
    if (await storage.exists(key)) continue;
    const body = await readFile(join(assetsFolder(), 'demo-news', `${item.image}.webp`));
    await storage.put(key, body, 'image/webp');
  }
}

/** News items published by the demo admin over the last few days, with illustrations. */
export const demoNewsSeeder: DemoSeeder = {
  name: 'news',
  async seed({ tx, now, storage }) {
    await storeImages(storage);
    const userIdOf = await demoUserIds(tx, [DEMO_ACCOUNTS.admin.email]);
    await tx
      .insert(news)
      .values(
        DEMO_NEWS.map((item) => {
          const createdAt = daysBefore(now, item.daysAgo);
          return {
            id: demoId(`news:${item.key}`),
            title: item.title,
            content: item.content,
            imageUrl: null,
            imageKey: demoNewsImageKey(item),
            source: item.source,
            externalUrl: item.externalUrl,
            tags: item.tags,
            createdAt,
            updatedAt: createdAt,
            createdBy: userIdOf(DEMO_ACCOUNTS.admin.email),
          };
        }),
      )
      // Demo news seeded before it had illustrations, or when items shared one file, gets
      // its own; nothing else changes.
      .onConflictDoUpdate({
        target: news.id,
        set: { imageKey: sql`excluded.image_key` },
        setWhere: or(
          isNull(news.imageKey),
          and(like(news.imageKey, 'news/demo/%'), ne(news.imageKey, sql`excluded.image_key`)),
        ),
      });
  },
};
