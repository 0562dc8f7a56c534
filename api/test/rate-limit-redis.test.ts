import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs when TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379).
describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  it('are shared by several API instances', async () => {
    const redis = new Redis(redisUrl ?? '');
    try {
      const stale = await redis.keys('club-api-rate-limit:*');
      if (stale.length > 0) await redis.del(...stale);

      const env = { REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '4' };
      const first = await buildTestApp({ env });
      const second = await buildTestApp({ env });
      const statuses: number[] = [];
      for (const { app } of [first, second, first, second, first]) {
        statuses.push((await app.inject({ method: 'GET', url: '/states' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      const keys = await redis.keys('club-api-rate-limit:*');
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
