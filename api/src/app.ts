import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Adapters } from './adapters/adapters';
import type { AppConfig } from './config/app-config';
import type { DatabaseHandle } from './db/database';
import { adminPlugin } from './features/admin/plugin';
import { authPlugin } from './features/auth/plugin';
import { companiesPlugin } from './features/companies/plugin';
import { requestUserPlugin } from './features/auth/request-user-plugin';
import { filesPlugin } from './features/files/plugin';
import { healthPlugin } from './features/health/plugin';
import { PROBE_PATHS } from './features/health/routes';
import { mePlugin } from './features/me/plugin';
import { membershipPlugin } from './features/membership/plugin';
import { newsPlugin } from './features/news/plugin';
import { devMailboxPlugin } from './features/outbox/plugin';
import { outboxWorkerPlugin } from './features/outbox/worker-plugin';
import { referencePlugin } from './features/reference/plugin';
import { uploadsPlugin } from './features/uploads/plugin';
import type { ZodApp } from './http/zod-app';
import type { Clock } from './lib/clock';
import { appContextPlugin } from './plugins/app-context';
import { contractSchemasPlugin } from './plugins/contract-schemas';
import { demoDataPlugin } from './plugins/demo-data';
import { errorHandlingPlugin } from './plugins/error-handling';
import { jsonBodyPlugin } from './plugins/json-body';
import { openApiPlugin } from './plugins/openapi';
import { requestIdPlugin } from './plugins/request-id';
import { securityPlugin } from './plugins/security';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database the caller keeps and closes (tests); else the app opens its own. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Adapters to use instead of the configured ones (tests). */
  adapters?: Partial<Adapters>;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
}

/** Logs never carry codes, tokens, cookies or authorization headers. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.code',
  'body.nonce',
  'accessToken',
  'refreshToken',
  'code',
  'nonce',
  'text',
];

const REQUEST_ID = /^[\w.:-]{1,100}$/;

function loggerOptions(options: BuildAppOptions): FastifyServerOptions['logger'] {
  return {
    level: options.config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
}

/**
 * Builds the API: the infrastructure plugins once, app-wide (fastify-plugin),
 * then one encapsulated plugin per feature. `app.listen` is up to the caller.
 */
export async function buildApp(options: BuildAppOptions): Promise<ZodApp> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    // Probes run every few seconds: their requests are not logged.
    logController: new LogController({
      disableRequestLogging: (request) => PROBE_PATHS.has(request.url),
    }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  try {
    // Infrastructure: every feature sees it (app.ctx, error handler, parsers, limits).
    await app.register(appContextPlugin, {
      config,
      database: options.database,
      clock: options.clock,
      adapters: options.adapters,
    });
    await app.register(demoDataPlugin);
    await app.register(contractSchemasPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(requestIdPlugin);
    await app.register(securityPlugin);
    await app.register(errorHandlingPlugin);
    await app.register(openApiPlugin);
    await app.register(requestUserPlugin);
    await app.register(outboxWorkerPlugin);

    // Features: each in its own encapsulation context.
    await app.register(adminPlugin);
    await app.register(healthPlugin);
    await app.register(referencePlugin);
    await app.register(authPlugin);
    await app.register(mePlugin);
    await app.register(membershipPlugin);
    await app.register(newsPlugin);
    await app.register(filesPlugin);
    await app.register(companiesPlugin);
    await app.register(uploadsPlugin);
    await app.register(devMailboxPlugin);
  } catch (error) {
    // Whatever opened (the database, Redis) closes again.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
