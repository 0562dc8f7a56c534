import {
  authTokensSchema,
  otpRequestBodySchema,
  otpRequestResponseSchema,
  otpVerifyBodySchema,
} from '@club/shared/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, tooManyRequests } from '../../http/app-error';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { noSoonerThan } from '../../lib/no-sooner-than';
import { AUTH_MESSAGES } from './auth-messages';
import { bearerToken } from './authenticate';
import { clearRefreshCookie, refreshTokenFrom, setRefreshCookie } from './refresh-token';
import {
  endSession,
  refreshSession,
  RefreshTokenReuseError,
  requestSignInCode,
  verifySignInCode,
  type IssuedSession,
} from './service';
import { toSignInIdentifier } from './sign-in-identifier';

const tags = ['Sign-in'];
const TEN_MINUTES_MS = 10 * 60_000;

function sendSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  setRefreshCookie(request, reply, issued.refreshToken, issued.refreshMaxAgeSeconds);
  reply.header('cache-control', 'no-store');
  return { accessToken: issued.accessToken, sessionId: issued.sessionId };
}

export function registerAuthRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/auth/otp/request',
    {
      schema: {
        tags,
        summary: 'Send a sign-in code to an e-mail address or a mobile number',
        description:
          'Answers `{}` without a nonce when no account matches. At most 5 code requests per ' +
          'identifier per hour (registered or not) and a per-IP limit; both answer 429. ' +
          'Every answer takes at least OTP_MIN_RESPONSE_MS.',
        body: otpRequestBodySchema,
        response: { 200: otpRequestResponseSchema, ...errorResponses(400, 415, 429) },
      },
      config: {
        rateLimit: {
          max: ctx.config.otpRequestsPerIp,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              AUTH_MESSAGES.tooManyCodeRequestsFromNetwork(context.after),
              context.ttl / 1000,
            ),
        },
      },
    },
    async (request) => {
      const answer = await noSoonerThan(ctx.config.otpMinResponseMs, () =>
        requestSignInCode(ctx, toSignInIdentifier(request.body)),
      );
      // The code goes out now rather than at the next poll.
      if (answer.nonce) app.outboxWorker.wake();
      return answer;
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      schema: {
        tags,
        summary: 'Check a sign-in code and start a session',
        description: `Sets the \`club_refresh\` cookie (httpOnly, SameSite=Lax, Path=/auth).`,
        body: otpVerifyBodySchema,
        response: { 200: authTokensSchema, ...errorResponses(400, 401, 415, 429) },
      },
      config: {
        rateLimit: {
          max: ctx.config.otpRequestsPerIp * 3,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(AUTH_MESSAGES.tooManyVerifications(context.after), context.ttl / 1000),
        },
      },
    },
    async (request, reply) =>
      sendSession(request, reply, await verifySignInCode(ctx, request.body)),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange the refresh cookie for new tokens (the cookie rotates)',
        description: 'Presenting a refresh token that was already used revokes its whole session.',
        security: [{ refreshCookie: [] }],
        response: { 200: authTokensSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      try {
        return sendSession(request, reply, await refreshSession(ctx, refreshTokenFrom(request)));
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
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session (bearer token or refresh cookie); always succeeds',
        security: [{ bearer: [] }, { refreshCookie: [] }],
        response: { 204: z.null().describe('No content'), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await endSession(ctx, {
        accessToken: bearerToken(request),
        refreshToken: refreshTokenFrom(request),
      });
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  );
}
