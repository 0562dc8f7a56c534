import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody, ErrorCode } from '@club/contract/common';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { describeValidationIssue, type ValidationIssueLike } from './validation-message';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The URL is not valid (check its %-encoding).',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'BAD_REQUEST',
    message: 'The URL is too long.',
  },
};

/** The JSON parser's refusal of a body in another character set than UTF-8. */
export const NOT_UTF8_JSON = 'CLUB_ERR_JSON_CHARSET';
FASTIFY_ERRORS[NOT_UTF8_JSON] = {
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Send JSON encoded as UTF-8 (Content-Type: application/json; charset=utf-8).',
};

/**
 * PostgreSQL's class 22 ("data exception": a value out of range, a character
 * the database cannot store, a malformed date) means the input was wrong, not
 * the server. The contract should have refused it first; this is the backstop.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

function databaseErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      /^[0-9A-Z]{5}$/.test(code) &&
      'severity' in (current as object)
    ) {
      return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The database (or another service the API calls) cannot be reached right now:
 * the connection was refused, dropped or timed out (network codes; PostgreSQL's
 * class 08 "connection exception" and 57P01-57P03, a server shutting down or
 * starting; the pg pool's own messages). That is an outage the client can
 * outwait, so it gets 503 with Retry-After, not a 500 that reads like a bug.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
const UNREACHABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123])$/;
const UNREACHABLE_MESSAGE = /^(?:Connection terminated|timeout exceeded when trying to connect)/;
const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const UNAVAILABLE_RETRY_SECONDS = 5;

function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'BAD_REQUEST',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorBody(code: ErrorCode, message: string, field?: string): ApiErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

function toIssue(entry: {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}): ValidationIssueLike {
  return {
    ...(entry.params as Partial<ValidationIssueLike>),
    code: entry.keyword,
    path: entry.instancePath.split('/').filter(Boolean),
    message: entry.message ?? 'Invalid value',
  };
}

function errorReply(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  }
  return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.field));
}

/** What the client sent in the part a validation error names. */
function requestPart(request: FastifyRequest, context: string): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/** Each route's limit (set per route or per plugin, else the server's 1 MB). */
function tooLargeMessage(request: FastifyRequest): string {
  const megabytes = request.routeOptions.bodyLimit / (1024 * 1024);
  const limit = Number.isInteger(megabytes)
    ? `${megabytes} MB`
    : `${request.routeOptions.bodyLimit} bytes`;
  return `The request body is too large (the limit is ${limit}).`;
}

/** Answers every error with the contract's error body, logging what the client must not see. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return errorReply(reply, error);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const context = error.validationContext ?? 'body';
    const input = requestPart(request, context);
    const { field, message } = first
      ? describeValidationIssue(toIssue(first), context, input)
      : { field: context, message: 'Invalid value' };
    return reply.code(400).send(errorBody('VALIDATION_ERROR', `${field}: ${message}`, field));
  }

  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'response does not match the contract',
    );
    return reply.code(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
  }

  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', tooLargeMessage(request)));
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return reply.code(known.status).send(errorBody(known.code, known.message));

  const databaseCode = databaseErrorCode(error);
  if (databaseCode && DATA_EXCEPTION.test(databaseCode)) {
    request.log.warn({ err: error }, 'the database refused a value');
    return reply
      .code(400)
      .send(errorBody('BAD_REQUEST', 'A value in the request cannot be stored or compared.'));
  }

  if (isUnreachable(error)) {
    request.log.error({ err: error }, 'a service the API needs is unreachable');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    return reply.code(503).send(errorBody('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE));
  }

  const status = databaseCode ? 500 : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) {
    const code = CODES_BY_STATUS[status] ?? 'BAD_REQUEST';
    return reply.code(status).send(errorBody(code, 'The request could not be processed.'));
  }

  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
}

/** Errors Fastify meets before a route runs (a malformed or over-long URL). */
export const frameworkErrorHandler: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const known = FASTIFY_ERRORS[error.code];
  const status = known?.status ?? 400;
  const body = errorBody(
    known?.code ?? 'BAD_REQUEST',
    known?.message ?? 'The request could not be processed.',
  );
  // This reply has no route, so no response schema narrows its status or body.
  const plain = reply as unknown as FastifyReply;
  plain.code(status).send(body);
};

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line or headers are too large.' },
};

/**
 * Requests Node's HTTP parser refuses never reach Fastify: they are answered
 * here, on the socket, in the same error shape as everything else.
 */
export function clientErrorResponse(
  log: FastifyBaseLogger,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request is not valid HTTP.',
  };
  log.debug({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody('BAD_REQUEST', message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
