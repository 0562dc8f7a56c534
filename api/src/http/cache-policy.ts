import type { Endpoint } from '@club/contract/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a route's answers tell browsers and proxies about keeping them, as its
 * `Cache-Control` header:
 * - `no-store`: nobody keeps it. Every route that needs a session (or this
 *   machine) answers for one person, so this is their default;
 * - `private, no-store`: the same, for a file of one person (a CSV, a ZIP, a
 *   PDF) that a browser or a shared cache would otherwise keep;
 * - `public, …`: anyone may keep it as the directives say. Only a successful
 *   answer (2xx, 304) carries it: an error is never kept.
 * A public route with no policy sends no header.
 */
export type CachePolicy = 'no-store' | 'private, no-store' | `public, ${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's cache policy, set from its endpoint declaration (see cache-policy.ts). */
    cache?: CachePolicy;
  }
}

/** The policy of a route: the one it declares, else `no-store` unless anyone may call it. */
export function cachePolicyOf(
  endpoint: Pick<Endpoint, 'access'>,
  declared: CachePolicy | undefined,
): CachePolicy | undefined {
  if (declared) return declared;
  return endpoint.access === 'public' ? undefined : 'no-store';
}

/** Sets the answer's `Cache-Control` from its route's policy: the one place the header is written. */
export function applyCachePolicy(request: FastifyRequest, reply: FastifyReply): void {
  const policy = request.routeOptions.config.cache;
  if (!policy) return;
  if (policy.startsWith('public') && reply.statusCode >= 400) return;
  reply.header('cache-control', policy);
}
