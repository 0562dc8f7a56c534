import { authEndpoints } from '@club/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, tooManyRequests } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { noSoonerThan } from '../../lib/no-sooner-than';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages';
import { codeRequestRateLimit } from '../../platform/auth/code-rate-limit';
import { bearerToken, currentUser } from '../../platform/auth/authenticate';
import { confirmMobile, requestMobileCode } from '../../platform/auth/mobile-proof';
import {
  clearRefreshCookie,
  refreshTokenFrom,
  setRefreshCookie,
} from '../../platform/auth/refresh-token';
import {
  endSession,
  refreshSession,
  RefreshTokenReuseError,
  requestSignInCode,
  verifySignInCode,
  type IssuedSession,
} from '../../platform/auth/service';
import { sessionClientOf } from '../../platform/auth/account-sessions';
import { toSignInIdentifier } from '../../platform/auth/sign-in-identifier';

const TEN_MINUTES_MS = 10 * 60_000;

function sendSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  setRefreshCookie(request, reply, issued.refreshToken, issued.refreshMaxAgeSeconds);
  reply.header('cache-control', 'no-store');
  return { accessToken: issued.accessToken, sessionId: issued.sessionId };
}

export function registerAuthRoutes(app: ZodApp, ctx: AppContext): void {
  // Every route that sends a code counts against one per-network budget.
  const codeRequests = codeRequestRateLimit(app, ctx);
  const verificationsPerNetwork = {
    timeWindow: TEN_MINUTES_MS,
    max: ctx.config.otpRequestsPerIp * 3,
    errorResponseBuilder: (_request: unknown, context: { after: string; ttl: number }) =>
      tooManyRequests(AUTH_MESSAGES.tooManyVerifications(context.after), context.ttl / 1000),
  };

  registerEndpoints(app, authEndpoints, {
    requestCode: {
      description:
        'Answers `{}` without a nonce when no account matches, and `{ mobileNotVerified: true }` ' +
        'for a mobile number an account holds but never proved (only proved numbers sign in). ' +
        'At most 5 code requests per identifier per hour (registered or not), 5 per account ' +
        'whatever the channel, and a per-IP limit; all answer 429. Every answer takes at ' +
        'least OTP_MIN_RESPONSE_MS.',
      onRequest: codeRequests.onRequest,
      config: { rateLimit: codeRequests.rateLimit },
      handler: async (request) => {
        return noSoonerThan(ctx.config.otpMinResponseMs, () =>
          requestSignInCode(ctx, toSignInIdentifier(request.body)),
        );
      },
    },
    verifyCode: {
      description: `Sets the \`club_refresh\` cookie (httpOnly, SameSite=Lax, Path=/auth).`,
      config: { rateLimit: verificationsPerNetwork },
      handler: async (request, reply) =>
        sendSession(
          request,
          reply,
          await verifySignInCode(ctx, request.body, sessionClientOf(request)),
        ),
    },
    mobileCode: {
      description:
        'Only a proved number signs in. 409 when the account has no number, proved it ' +
        'already, or another account proved it. Counts towards the code limits.',
      onRequest: codeRequests.onRequest,
      config: { rateLimit: codeRequests.rateLimit },
      handler: async (request) => {
        return requestMobileCode(ctx, currentUser(request).id);
      },
    },
    mobileVerify: {
      description:
        'A wrong, used, expired or superseded code is a 400 naming `code` (the session is ' +
        'fine); 409 when another account proved the number first.',
      config: { rateLimit: verificationsPerNetwork },
      handler: async (request) => {
        await confirmMobile(ctx, currentUser(request).id, request.body);
        return { mobileVerified: true as const };
      },
    },
    refresh: {
      description: 'Presenting a refresh token that was already used revokes its whole session.',
      handler: async (request, reply) => {
        try {
          return sendSession(
            request,
            reply,
            await refreshSession(ctx, refreshTokenFrom(request), sessionClientOf(request)),
          );
        } catch (error) {
          if (error instanceof RefreshTokenReuseError) {
            request.log.warn(
              { sessionId: error.sessionId },
              'refresh token replayed; session revoked',
            );
          }
          if (error instanceof AppError && error.statusCode === 401)
            clearRefreshCookie(request, reply);
          throw error;
        }
      },
    },
    logout: async (request, reply) => {
      await endSession(ctx, {
        accessToken: bearerToken(request),
        refreshToken: refreshTokenFrom(request),
      });
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  });
}
