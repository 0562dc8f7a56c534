import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { tooManyRequests } from '../http/app-error';

/**
 * The headers a Helmet middleware sets, worked out once: they are the same
 * for every answer (the Fastify wrapper rebuilds the middleware per request).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  middleware({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Helmet's security headers on every answer, CORS for the site's own origins
 * (with cookies), and a per-IP rate limit on every route, counted in the
 * rate-limit store adapter.
 */
export const securityPlugin = fp(
  async (app) => {
    const { config, adapters } = app.ctx;
    const securityHeaders = headersOf(
      helmet({
        // The API answers JSON, never a page: nothing may run, load or frame it. (The /docs
        // page sends its own policy.)
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        // The API is called from the site's own origins; stored files (/files/*) say cross-origin.
        crossOriginResourcePolicy: { policy: 'same-site' },
        frameguard: { action: 'deny' },
        // HSTS only where browsers reach the API over HTTPS (BEHIND_TLS): a browser that saw
        // it for localhost (through a local TLS proxy, say) would refuse plain http://localhost,
        // every other project of the developer's included, for a year. Not `preload`: the
        // preload list binds the whole domain and takes months to leave; that is decided
        // with the domain, not by the API.
        strictTransportSecurity: config.behindTls
          ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
          : false,
        // Headers that only mean something for HTML documents.
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });

    await app.register(cors, {
      origin: config.siteOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // content-disposition: the site names a downloaded export as the API does.
      exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
      maxAge: 600,
    });

    await adapters.rateLimitStore.ready?.();
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...adapters.rateLimitStore.pluginOptions,
      // Only a refused request says when to come back (Retry-After); the others carry no counters.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many requests. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'security', fastify: '5.x', dependencies: ['app-context'] },
);
