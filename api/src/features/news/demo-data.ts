import { demoId } from '../../db/demo-data/demo-id';
import { DAY_MS, type DemoSeeder } from '../../db/demo-data/demo-seeder';
import { news } from '../../db/schema/news';
import { DEMO_ACCOUNTS, demoUserIds } from '../users/demo-data';
import { DEMO_NEWS } from './demo-news';

/** News items published by the demo admin over the last few days. */
export const demoNewsSeeder: DemoSeeder = {
  name: 'news',
  async seed({ tx, now }) {
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
            imageKey: null,
            source: item.source,
            externalUrl: item.externalUrl,
            tags: item.tags,
            createdAt,
            updatedAt: createdAt,
            createdBy: userIdOf(DEMO_ACCOUNTS.admin.email),
          };
        }),
      )
      .onConflictDoNothing();
  },
};
