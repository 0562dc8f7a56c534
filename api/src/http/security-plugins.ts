import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { tooManyRequests } from './app-error';

/**
 * Helmet headers, CORS for the site's own origins (with cookies), and a global
 * per-IP rate limit kept in Redis when REDIS_URL is set (so that several API
 * instances share the counts), else in memory.
 */
export async function registerSecurityPlugins(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  await app.register(helmet, {
    // The API is called from the site's own origins; same-site is enough for CORP.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  await app.register(cors, {
    origin: config.siteOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });

  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'club-api-rate-limit:' } : {}),
    // When Redis is down, requests pass rather than the whole API failing.
    skipOnError: Boolean(redis),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please wait ${context.after} and try again.`),
  });
}
