import { newsItemSchema, newsListResponseSchema } from '@club/contract/news';
import { describe, expect, it } from 'vitest';
import { insertNews } from './helpers/fixtures';
import { buildTestApp, MINUTE } from './helpers/test-app';

describe('GET /news', () => {
  it('lists news newest first', async () => {
    const { app, db, clock } = await buildTestApp();
    const now = clock.now().getTime();
    await insertNews(db, [
      { title: 'Older story', createdAt: new Date(now - 30 * MINUTE) },
      { title: 'Newest story', createdAt: new Date(now - MINUTE) },
      { title: 'Middle story', createdAt: new Date(now - 10 * MINUTE) },
    ]);
    const response = await app.inject({ method: 'GET', url: '/news' });
    expect(response.statusCode).toBe(200);
    const page = newsListResponseSchema.parse(response.json());
    expect(page.items.map((item) => item.title)).toEqual([
      'Newest story',
      'Middle story',
      'Older story',
    ]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      content: 'Newest story: the details.',
      imageUrl: null,
      imageKey: null,
      source: null,
      externalUrl: null,
      tags: ['Business'],
    });
  });

  it('pages through every item exactly once, also when items share a timestamp', async () => {
    const { app, db, clock } = await buildTestApp();
    const now = clock.now().getTime();
    await insertNews(
      db,
      Array.from({ length: 7 }, (_, index) => ({
        title: `Story ${index}`,
        // Pairs share a creation time.
        createdAt: new Date(now - Math.floor(index / 2) * MINUTE),
      })),
    );

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: '3', ...(cursor ? { cursor } : {}) };
      const response = await app.inject({ method: 'GET', url: '/news', query });
      expect(response.statusCode).toBe(200);
      const page = newsListResponseSchema.parse(response.json());
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.id));
      const times = page.items.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('keeps its place when news is published between two pages', async () => {
    const { app, db, clock } = await buildTestApp();
    const now = clock.now().getTime();
    await insertNews(
      db,
      Array.from({ length: 4 }, (_, index) => ({
        title: `Story ${index}`,
        createdAt: new Date(now - (index + 1) * MINUTE),
      })),
    );
    const first = newsListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/news', query: { limit: '2' } })).json(),
    );
    await insertNews(db, [{ title: 'Breaking story', createdAt: new Date(now) }]);
    const second = newsListResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/news',
          query: { limit: '2', cursor: first.nextCursor ?? '' },
        })
      ).json(),
    );
    expect(first.items.map((item) => item.title)).toEqual(['Story 0', 'Story 1']);
    expect(second.items.map((item) => item.title)).toEqual(['Story 2', 'Story 3']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad cursor or limit, naming the field', async () => {
    const { app } = await buildTestApp();
    const cursor = await app.inject({ method: 'GET', url: '/news?cursor=nonsense' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'cursor: This cursor is not valid; start from the first page',
        field: 'cursor',
      },
    });

    const limit = await app.inject({ method: 'GET', url: '/news?limit=500' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'limit' });
    expect(limit.json().error.message).toMatch(/^limit: /);
  });
});

describe('GET /news/:id', () => {
  it('returns one item, 404 when it does not exist and 400 for a malformed id', async () => {
    const { app, db, clock } = await buildTestApp();
    const [id] = await insertNews(db, [
      { title: 'Solar rooftops in Rajkot', createdAt: clock.now(), tags: ['Sustainability'] },
    ]);

    const found = await app.inject({ method: 'GET', url: `/news/${id}` });
    expect(found.statusCode).toBe(200);
    expect(newsItemSchema.parse(found.json())).toMatchObject({
      id,
      title: 'Solar rooftops in Rajkot',
      tags: ['Sustainability'],
    });

    const missing = await app.inject({
      method: 'GET',
      url: '/news/7d5c3f5e-2a51-4c43-9a0e-5a1f7e0c2b11',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This news item does not exist or has been removed.' },
    });

    const malformed = await app.inject({ method: 'GET', url: '/news/42' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('id');
  });
});
