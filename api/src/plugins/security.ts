import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../http/app-error';

/**
 * Helmet headers, CORS for the site's own origins (with cookies), and a per-IP
 * rate limit on every route, counted in the rate-limit store adapter.
 */
export const securityPlugin = fp(
  async (app) => {
    const { config, adapters } = app.ctx;
    await app.register(helmet, {
      // The API is called from the site's own origins; stored files (/files/*) say cross-origin.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    await app.register(cors, {
      origin: config.siteOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    });

    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...adapters.rateLimitStore.pluginOptions,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many requests. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'security', fastify: '5.x', dependencies: ['app-context'] },
);
