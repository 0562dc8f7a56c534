import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { assetsFolder } from '../../config/package-root';
import { demoId } from '../../db/demo-data/demo-id';
import { DAY_MS, type DemoSeeder } from '../../db/demo-data/demo-seeder';
import { news } from '../../db/schema/news';
import { DEMO_ACCOUNTS, demoUserIds } from '../users/demo-data';
import { DEMO_NEWS, type DemoNewsImage } from './demo-news';

export function demoNewsImageKey(image: DemoNewsImage): string {
  return `news/demo/${image}.webp`;
}

/** Copies the illustrations into the file storage, once. */
async function storeImages(storage: FileStorage): Promise<void> {
  const images = new Set(DEMO_NEWS.map((item) => item.image));
  for (const image of images) {
    const key = demoNewsImageKey(image);
    if (await storage.exists(key)) continue;
    const body = await readFile(join(assetsFolder(), 'demo-news', `${image}.webp`));
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
          const createdAt = new Date(now.getTime() - item.daysAgo * DAY_MS);
          return {
            id: demoId(`news:${item.key}`),
            title: item.title,
            content: item.content,
            imageUrl: null,
            imageKey: demoNewsImageKey(item.image),
            source: item.source,
            externalUrl: item.externalUrl,
            tags: item.tags,
            createdAt,
            updatedAt: createdAt,
            createdBy: userIdOf(DEMO_ACCOUNTS.admin.email),
          };
        }),
      )
      // Demo news seeded before it had illustrations gets them; nothing else changes.
      .onConflictDoUpdate({
        target: news.id,
        set: { imageKey: sql`excluded.image_key` },
        setWhere: isNull(news.imageKey),
      });
  },
};
