import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from '../lib/response-cache';

/** Whether the client's If-None-Match names this ETag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached JSON body with its ETag, or 304 without a body when the
 * client already has it. The body was checked against the contract when it
 * was made, so it is sent as it is. The route's cache policy says how long
 * it may be kept (see cache-policy.ts).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
): FastifyReply {
  reply.header('etag', cached.etag);
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
