import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import type { Socket } from 'node:net';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Adapters } from './adapters/adapters';
import type { AppConfig } from './config/app-config';
import type { DatabaseHandle } from './db/database';
import { loadDevelopmentKit } from './development-kit';
import { FEATURE_PLUGINS } from './feature-plugins';
import { leadAlertDigestsPlugin, leadExpiryRemindersPlugin } from './features/leads/jobs';
import { membershipJobsPlugin } from './features/membership/jobs';
import { paymentJobsPlugin } from './features/payments/jobs';
import { ticketJobsPlugin } from './features/event-tickets/jobs';
import { eventRemindersPlugin } from './features/events/jobs';
import { privacyJobsPlugin } from './features/privacy-rights/jobs';
import { visitorJobsPlugin } from './features/visitors/jobs';
import { backupSocketPlugin } from './platform/backup/socket-plugin';
import { accessPlugin } from './platform/access/plugin';
import type { AccessLevel } from './platform/access/access-level';
import { requestUserPlugin } from './platform/identity/request-user-plugin';
import { PROBE_PATHS } from './features/health/routes';
import { messageDeliveryPlugin } from './platform/outbox/delivery-plugin';
import { clientErrorResponse, frameworkErrorHandler } from './http/error-handler';
import { LOGGER_OPTIONS, requestFields } from './http/logging';
import { storageCleanupPlugin } from './platform/storage-cleanup/plugin';
import type { ZodApp } from './http/zod-app';
import type { Clock } from './lib/clock';
import type { Tracing } from './plugins/tracing';
import { appContextPlugin } from './plugins/app-context';
import { cachePolicyPlugin } from './plugins/cache-policy';
import { contractSchemasPlugin } from './plugins/contract-schemas';
import { demoDataPlugin } from './plugins/demo-data';
import { errorHandlingPlugin } from './plugins/error-handling';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { queryCountPlugin } from './plugins/query-count';
import { requestFramingPlugin } from './plugins/request-framing';
import { requestIdPlugin } from './plugins/request-id';
import { standardOutput } from './http/log-output';
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
  /**
   * `worker` (dist/worker.mjs): an app that never listens and only works the
   * jobs, so it leaves out the development kit's routes. The webhook route
   * stays: the test provider's charges are posted to it where the jobs run.
   */
  role?: 'web' | 'worker';
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

function loggerOptions(
  options: BuildAppOptions,
  stream: NodeJS.WritableStream | DestinationStream,
  tracing: Tracing | null,
): FastifyServerOptions['logger'] {
  return {
    // Secrets redacted, requests by their route, errors without database values or URL secrets.
    ...LOGGER_OPTIONS,
    level: options.config.logLevel,
    // With tracing on, every line written inside a span names it (trace_id, span_id).
    ...(tracing ? { mixin: () => tracing.logFields() } : {}),
    stream,
  };
}

/**
 * Tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported only
 * then, so without it nothing of OpenTelemetry is loaded or run.
 */
async function startTracingIfConfigured(config: AppConfig): Promise<Tracing | null> {
  if (!config.otelExporterOtlpEndpoint) return null;
  const { startTracing } = await import('./plugins/tracing');
  return startTracing(config.otelExporterOtlpEndpoint, { untraced: PROBE_PATHS });
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** A route as registered: the authorisation matrix test walks every one. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it; undefined for routes of the infrastructure's plugins (docs, CORS preflight). */
  access: AccessLevel | undefined;
  /** Its own onRequest hooks, read when asked: the access plugin adds its guard after this record. */
  onRequestHooks(): readonly unknown[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (HEAD routes included). */
    routeTable: readonly RegisteredRoute[];
  }
}

/**
 * One log line per answered request (Fastify's own logging writes two), with
 * the request by its route's pattern (never its URL, which can carry a link's
 * token or signature), the status and the time taken. Probes run every few
 * seconds: their requests are not logged.
 */
function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (!PROBE_PATHS.has(request.url)) {
      request.log.info(
        {
          ...requestFields(request),
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
          queries: request.queryCount?.value ?? 0,
          ip: request.ip,
        },
        'request completed',
      );
    }
    done();
  });
}

function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        onRequestHooks: () => [route.onRequest ?? []].flat(),
      });
    }
  });
}

/**
 * Builds the API: the infrastructure plugins once, app-wide (fastify-plugin),
 * then one encapsulated plugin per feature. `app.listen` is up to the caller.
 */
export async function buildApp(options: BuildAppOptions): Promise<ZodApp> {
  const { config } = options;
  const output = options.logStream ? null : standardOutput();
  const tracing = await startTracingIfConfigured(config);
  const app = Fastify({
    logger: loggerOptions(options, options.logStream ?? (output as DestinationStream), tracing),
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    // Node answers an HTTP/1.1 request without Host with an empty 400; plugins/request-framing.ts
    // answers it in the error shape instead.
    http: { requireHostHeader: false },
    // Opening the embedded database (migrations, demo data, waiting for a crashed process's
    // lock to go stale) can take longer than Fastify's 10 s default on a busy machine.
    pluginTimeout: 120_000,
    // Malformed URLs and requests Node's parser refuses answer in the one error shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
      clientErrorResponse(this.log, error, socket);
    },
    // One line per request, when it is answered (see logRequests).
    logController: new LogController({ disableRequestLogging: () => true }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (tracing) {
    // Added first, so it runs last on close: the spans of everything else are sent.
    app.addHook('onClose', () => tracing.shutdown());
    // Before every other hook and route, which it wraps in the request's span.
    await app.register(tracing.plugin);
  }
  recordRoutes(app);
  logRequests(app);
  if (output) app.addHook('onClose', async () => output.flushSync());
  try {
    // Test payments, the mailbox, the movable clock, demo data and their routes: loaded (a bundle
    // of its own) only when a development setting asks for them, never in production.
    const devKit = await loadDevelopmentKit(config);
    // Infrastructure: every feature sees it (app.ctx, error handler, parsers, limits).
    // First, so every hook's database statements count towards the request.
    await app.register(queryCountPlugin);
    await app.register(appContextPlugin, {
      config,
      database: options.database,
      clock: options.clock,
      adapters: options.adapters,
      devKit,
    });
    await app.register(metricsPlugin);
    await app.register(demoDataPlugin, { seed: devKit?.seedDemoData });
    // The embedded database's backups (`pnpm --filter @club/api backup`), on a private socket.
    await app.register(backupSocketPlugin);
    await app.register(contractSchemasPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(requestIdPlugin);
    // Every answer's Cache-Control, from its route's cache policy.
    await app.register(cachePolicyPlugin);
    await app.register(securityPlugin);
    // After the request id, security headers and rate limit, so its refusals carry them too.
    await app.register(requestFramingPlugin);
    await app.register(errorHandlingPlugin);
    await app.register(openApiPlugin);
    await app.register(requestUserPlugin);
    // From here on every route declares who may call it (config.access).
    await app.register(accessPlugin);
    await app.register(messageDeliveryPlugin);
    await app.register(storageCleanupPlugin);
    await app.register(leadAlertDigestsPlugin);
    await app.register(leadExpiryRemindersPlugin);
    await app.register(membershipJobsPlugin, { deliverTestCharges: devKit?.deliverTestCharges });
    await app.register(paymentJobsPlugin);
    await app.register(ticketJobsPlugin);
    await app.register(eventRemindersPlugin);
    await app.register(privacyJobsPlugin);
    await app.register(visitorJobsPlugin);

    // Features: each in its own encapsulation context (feature-plugins.ts lists them).
    for (const feature of FEATURE_PLUGINS) await app.register(feature);
    // The development mailbox, clock, test subscriptions and test checkout (development kit only).
    if (devKit && options.role !== 'worker') await app.register(devKit.routes);
  } catch (error) {
    // Whatever opened (the database, Redis) closes again.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
