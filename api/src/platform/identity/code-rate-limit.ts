import type { onRequestHookHandler } from 'fastify';
import type { AppContext } from '../../app-context';
import { AUTH_MESSAGES } from './auth-messages';
import type { ZodApp } from '../../http/zod-app';
import { tooManyRequests } from '../../http/app-error';
import { networkOf } from './code-requester';

const TEN_MINUTES_MS = 10 * 60_000;

/** The route options that put a route under the code-request limit. */
export interface CodeRequestRateLimit {
  /** The one limiter, as the route's onRequest hook (after the access guard). */
  onRequest: onRequestHookHandler;
  /** For the route's `config.rateLimit`: the limiter replaces the general per-minute limit. */
  rateLimit: false;
}

const limits = new WeakMap<AppContext, CodeRequestRateLimit>();

/**
 * The per-network limit on requests that send a code (sign-in codes,
 * registration codes, mobile proofs): OTP_REQUESTS_PER_IP per ten minutes,
 * counted once for all of them, per network (an IPv4 address, an IPv6 /64). @fastify/rate-limit keeps a counter per
 * route, so a route-level `config.rateLimit` on each would give a caller
 * each route's budget; here every route shares one limiter (one store, one
 * counter per address, in memory or in Redis), made once per app.
 */
export function codeRequestRateLimit(app: ZodApp, ctx: AppContext): CodeRequestRateLimit {
  const made = limits.get(ctx);
  if (made) return made;
  const limit: CodeRequestRateLimit = {
    onRequest: app.rateLimit({
      max: ctx.config.otpRequestsPerIp,
      keyGenerator: (request) => networkOf(request.ip),
      timeWindow: TEN_MINUTES_MS,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(
          AUTH_MESSAGES.tooManyCodeRequestsFromNetwork(context.after),
          context.ttl / 1000,
        ),
    }),
    rateLimit: false,
  };
  limits.set(ctx, limit);
  return limit;
}
