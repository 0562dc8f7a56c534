import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store';

/** Counters in Redis (`REDIS_URL`), so several API instances share them. */
export function redisRateLimitStore(url: string, log: FastifyBaseLogger): RateLimitStore {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => log.warn({ err: error }, 'redis (rate limits) error'));
  return {
    name: 'redis',
    pluginOptions: {
      redis,
      nameSpace: 'club-api-rate-limit:',
      // When Redis is down, requests pass rather than the whole API failing.
      skipOnError: true,
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
