import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { AppConfig } from './config/app-config';
import { migrationsFolder } from './config/package-root';
import { openDatabase, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/demo-data/seed-demo-data';
import { grantAdminRoles } from './features/admin/grant-admin-roles';
import { registerAuthRoutes } from './features/auth/routes';
import { PROBE_PATHS, registerHealthRoutes } from './features/health/routes';
import { registerMeRoutes } from './features/me/routes';
import { registerMembershipRoutes } from './features/membership/routes';
import { registerNewsRoutes } from './features/news/routes';
import { registerDevMailboxRoutes } from './features/outbox/dev-mailbox-routes';
import { createOutboxWorker, type OutboxWorker } from './features/outbox/outbox-worker';
import { transportsFor, type MessageTransports } from './features/outbox/transports';
import { registerReferenceRoutes } from './features/reference/routes';
import {
  BODY_LIMIT_BYTES,
  registerErrorHandling,
  registerJsonBodyParser,
} from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurityPlugins } from './http/security-plugins';
import type { ZodApp } from './http/zod-app';
import { systemClock, type Clock } from './lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database the caller keeps and closes (tests); else the app opens its own. */
  database?: DatabaseHandle;
  clock?: Clock;
  transports?: MessageTransports;
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

/** Builds the API: plugins, routes, start-up data. `app.listen` is up to the caller. */
export async function buildApp(options: BuildAppOptions): Promise<ZodApp> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options),
    bodyLimit: BODY_LIMIT_BYTES,
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

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { driver: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
        : { driver: 'pglite', dataDir: `${config.dataDir}/pglite` },
    ));
  const ownsDatabase = !options.database;
  const ctx: AppContext = { config, db: database.db, clock: options.clock ?? systemClock };

  try {
    if (ownsDatabase) {
      await database.migrate(migrationsFolder());
      app.log.info({ driver: database.driver }, 'database migrated');
    }
    if (config.demoData) await seedDemoData(ctx.db, ctx.clock.now());
    await grantAdminRoles(ctx.db, config.adminEmails, app.log);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  app.decorateRequest('user', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  await registerSecurityPlugins(app, config);
  registerErrorHandling(app);
  await registerOpenApi(app);

  registerHealthRoutes(app, database);
  registerReferenceRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerMembershipRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  if (!config.isProduction) registerDevMailboxRoutes(app, ctx);

  if (config.isProduction && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: e-mailed sign-in codes cannot be delivered');
  }
  const outboxWorker = createOutboxWorker({
    db: ctx.db,
    clock: ctx.clock,
    transports: options.transports ?? transportsFor(config),
    log: app.log.child({ component: 'outbox-worker' }),
    intervalMs: config.outboxPollIntervalMs,
  });
  app.decorate('outboxWorker', outboxWorker);
  app.addHook('onReady', async () => outboxWorker.start());
  app.addHook('onClose', async () => {
    await outboxWorker.stop();
    if (ownsDatabase) await database.close();
  });

  return app;
}
