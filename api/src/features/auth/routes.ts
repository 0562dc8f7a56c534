import {
  authTokensSchema,
  mobileCodeResponseSchema,
  mobileVerifyBodySchema,
  mobileVerifyResponseSchema,
  otpRequestBodySchema,
  otpRequestResponseSchema,
  otpVerifyBodySchema,
} from '@club/shared/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, tooManyRequests } from '../../http/app-error';
import { codeRequestRateLimit } from '../../http/code-rate-limit';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { noSoonerThan } from '../../lib/no-sooner-than';
import { AUTH_MESSAGES } from './auth-messages';
import { bearerToken, currentUser } from './authenticate';
import { confirmMobile, requestMobileCode } from './mobile-proof';
import { clearRefreshCookie, refreshTokenFrom, setRefreshCookie } from './refresh-token';
import {
  endSession,
  refreshSession,
  RefreshTokenReuseError,
  requestSignInCode,
  verifySignInCode,
  type IssuedSession,
} from './service';
import { sessionClientOf } from './account-sessions';
import { toSignInIdentifier } from './sign-in-identifier';

const tags = ['Sign-in'];
const TEN_MINUTES_MS = 10 * 60_000;

function sendSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  setRefreshCookie(request, reply, issued.refreshToken, issued.refreshMaxAgeSeconds);
  reply.header('cache-control', 'no-store');
  return { accessToken: issued.accessToken, sessionId: issued.sessionId };
}

export function registerAuthRoutes(app: ZodApp, ctx: AppContext): void {
  const codeRequests = codeRequestRateLimit(app, ctx);

  app.post(
    '/auth/otp/request',
    {
      schema: {
        tags,
        summary: 'Send a sign-in code to an e-mail address or a mobile number',
        description:
          'Answers `{}` without a nonce when no account matches, and `{ mobileNotVerified: true }` ' +
          'for a mobile number an account holds but never proved (only proved numbers sign in). ' +
          'At most 5 code requests per identifier per hour (registered or not), 5 per account ' +
          'whatever the channel, and a per-IP limit; all answer 429. Every answer takes at ' +
          'least OTP_MIN_RESPONSE_MS.',
        body: otpRequestBodySchema,
        response: { 200: otpRequestResponseSchema, ...errorResponses(400, 415, 429) },
      },
      onRequest: codeRequests.onRequest,
      config: { access: 'public', rateLimit: codeRequests.rateLimit },
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
        access: 'public',
        rateLimit: {
          max: ctx.config.otpRequestsPerIp * 3,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(AUTH_MESSAGES.tooManyVerifications(context.after), context.ttl / 1000),
        },
      },
    },
    async (request, reply) =>
      sendSession(
        request,
        reply,
        await verifySignInCode(ctx, request.body, sessionClientOf(request)),
      ),
  );

  app.post(
    '/me/mobile/code',
    {
      schema: {
        tags,
        summary: "Send an SMS code to the signed-in user's mobile number, to prove it",
        description:
          'Only a proved number signs in. 409 when the account has no number, proved it ' +
          'already, or another account proved it. Counts towards the code limits.',
        security: [{ bearer: [] }],
        response: { 200: mobileCodeResponseSchema, ...errorResponses(401, 409, 429) },
      },
      onRequest: codeRequests.onRequest,
      config: { access: 'user', rateLimit: codeRequests.rateLimit },
    },
    async (request) => {
      const answer = await requestMobileCode(ctx, currentUser(request).id);
      app.outboxWorker.wake();
      return answer;
    },
  );

  app.post(
    '/me/mobile/verify',
    {
      schema: {
        tags,
        summary: 'Prove the mobile number with the code of POST /me/mobile/code',
        description:
          'A wrong, used, expired or superseded code is a 400 naming `code` (the session is ' +
          'fine); 409 when another account proved the number first.',
        security: [{ bearer: [] }],
        body: mobileVerifyBodySchema,
        response: { 200: mobileVerifyResponseSchema, ...errorResponses(400, 401, 409, 415, 429) },
      },
      config: {
        access: 'user',
        rateLimit: {
          max: ctx.config.otpRequestsPerIp * 3,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(AUTH_MESSAGES.tooManyVerifications(context.after), context.ttl / 1000),
        },
      },
    },
    async (request) => {
      await confirmMobile(ctx, currentUser(request).id, request.body);
      return { mobileVerified: true as const };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
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
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
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
