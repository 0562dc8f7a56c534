import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiErrorBodySchema } from '@club/contract/common';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance with request and response types taken from zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Response schemas for the error statuses a route documents. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorBodySchema])) as Record<
    S,
    typeof apiErrorBodySchema
  >;
}
