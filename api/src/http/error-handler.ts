import type { ApiErrorBody, ErrorCode } from '@club/shared/contract/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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
};

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
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
    const input = (request as unknown as Record<string, unknown>)[context];
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

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODES_BY_STATUS[status] ?? 'BAD_REQUEST';
    return reply.code(status).send(errorBody(code, 'The request could not be processed.'));
  }

  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
}
