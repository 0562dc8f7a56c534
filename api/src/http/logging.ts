import type { FastifyRequest } from 'fastify';
import type { LoggerOptions, LogFn } from 'pino';
import {
  loggedPath,
  loggedRequest,
  redactText,
  REDACTED,
  SECRET_FIELDS,
  SECRET_HEADERS,
} from '../../../scripts/log-redaction.mjs';
import { safeErrorSerializer } from './safe-error-serializer';

/**
 * Where a logged object holds secrets: credential headers, a refresh cookie
 * being set, and the secret fields (codes, nonces, tokens, signatures, message
 * texts) at the top of a line or in a logged body, query or path parameters.
 */
export const LOG_REDACT_PATHS = [
  ...['req.headers', 'headers'].flatMap((headers) =>
    SECRET_HEADERS.map((name) => `${headers}.${name}`),
  ),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [
    field,
    ...['body', 'query', 'params'].map((part) => `${part}.${field}`),
  ]),
];

/**
 * A request as Fastify hands it to hooks and serializers; a raw Node request
 * (no route, no client address) logs safely too.
 */
type LoggableRequest = Partial<Pick<FastifyRequest, 'method' | 'url' | 'routeOptions' | 'ip'>>;

/**
 * The request's route pattern (`/privacy/exports/:token`), or for a request
 * that matched no route its path with every segment that could hold a secret
 * masked; never the query.
 */
export function requestPath(request: LoggableRequest): string {
  return loggedPath(request.url, request.routeOptions?.url);
}

/** The method, route (or masked path) and query parameter names of a request: never its URL. */
export function requestFields(request: LoggableRequest) {
  return loggedRequest({
    method: request.method,
    url: request.url,
    route: request.routeOptions?.url,
  });
}

/**
 * Messages are free text, and a library's warning can quote the request's URL
 * ("Reply was already sent … in /privacy/exports/<token>"): they lose the
 * secrets a URL carries before they are written.
 */
function logMethod(this: unknown, args: Parameters<LogFn>, method: LogFn): void {
  const safe = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg));
  method.apply(this, safe as Parameters<LogFn>);
}

/**
 * The logger settings of every API process (the API, its worker, the admin
 * command): secrets redacted, a request logged by its route (Fastify's own
 * `req` serializer writes the raw URL), errors without database values or
 * URL secrets. Callers add the level and the destination.
 */
export const LOGGER_OPTIONS = {
  redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
  serializers: {
    req: (request: LoggableRequest) => ({ ...requestFields(request), remoteAddress: request.ip }),
    err: safeErrorSerializer,
  },
  hooks: { logMethod },
} satisfies LoggerOptions;
