import { authEndpoints } from '@club/contract/auth';
import { sessionEndpoints } from '@club/contract/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, tooManyRequests } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { noSoonerThan } from '../../lib/no-sooner-than';
import { AUTH_MESSAGES } from '../../platform/identity/auth-messages';
import { codeRequestRateLimit } from '../../platform/identity/code-rate-limit';
import { networkOf, originOf } from '../../platform/identity/code-requester';
import { rememberDevice } from '../../platform/identity/known-device';
import { bearerToken, currentUser } from '../../platform/identity/authenticate';
import { confirmMobile, requestMobileCode } from './mobile-proof';
import {
  clearRefreshCookie,
  refreshTokenFrom,
  setRefreshCookie,
} from '../../platform/identity/refresh-token';
import {
  endSession,
  refreshSession,
  RefreshTokenReuseError,
  requestSignInCode,
  verifySignInCode,
  type IssuedSession,
} from './service';
import {
  endAccountSession,
  listAccountSessions,
  sessionClientOf,
  signOutOtherSessions,
} from './account-sessions';
import { toSignInIdentifier } from './sign-in-identifier';

const TEN_MINUTES_MS = 10 * 60_000;

function sendSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  setRefreshCookie(request, reply, issued.refreshToken, issued.refreshMaxAgeSeconds);
  return { accessToken: issued.accessToken, sessionId: issued.sessionId };
}

/**
 * Sign-in with one-time codes and sessions (a session's answers carry tokens:
 * never kept), and My Account's signed-in devices.
 */
export function registerAuthRoutes(app: ZodApp, ctx: AppContext): void {
  // Every route that sends a code counts against one per-network budget.
  const codeRequests = codeRequestRateLimit(app, ctx);
  const verificationsPerNetwork = {
    timeWindow: TEN_MINUTES_MS,
    max: ctx.config.otpRequestsPerIp * 3,
    keyGenerator: (request: FastifyRequest) => networkOf(request.ip),
    errorResponseBuilder: (_request: unknown, context: { after: string; ttl: number }) =>
      tooManyRequests(AUTH_MESSAGES.tooManyVerifications(context.after), context.ttl / 1000),
  };

  registerEndpoints(app, authEndpoints, {
    requestCode: {
      description:
        'Answers a nonce for every identifier, registered or not: a code goes only to an ' +
        'e-mail address or proved mobile number an account signs in with (a number an ' +
        'account holds but never proved gets an SMS saying how to sign in instead), and a ' +
        'nonce of an identifier nobody signs in with answers verification like a wrong code. ' +
        "Hourly code budgets per account: one for the account's own browsers and networks " +
        '(OTP_REQUESTS_PER_HOUR), one shared by everyone else (OTP_REQUESTS_PER_HOUR_FROM_OTHERS, ' +
        'at most OTP_REQUESTS_PER_HOUR_PER_NETWORK per network), and a per-network limit over ' +
        'all code routes; all answer 429. Every answer takes at least OTP_MIN_RESPONSE_MS.',
      onRequest: codeRequests.onRequest,
      config: { rateLimit: codeRequests.rateLimit },
      handler: async (request) => {
        return noSoonerThan(ctx.config.otpMinResponseMs, () =>
          requestSignInCode(
            ctx,
            toSignInIdentifier(request.body),
            originOf(request),
            request.body.language,
          ),
        );
      },
    },
    verifyCode: {
      description:
        'Sets the `club_refresh` cookie (httpOnly, SameSite=Lax, Path=/auth) and the ' +
        "`club_device` cookie (Path=/auth/otp): this browser's code requests for the account " +
        "count against the account's own budget from now on.",
      cache: 'no-store',
      config: { rateLimit: verificationsPerNetwork },
      handler: async (request, reply) => {
        const issued = await verifySignInCode(ctx, request.body, sessionClientOf(request));
        rememberDevice(ctx, request, reply, issued.userId);
        return sendSession(request, reply, issued);
      },
    },
    mobileCode: {
      description:
        'Only a proved number signs in. 409 when the account has no number, proved it ' +
        'already, or another account proved it. Counts towards the code limits.',
      onRequest: codeRequests.onRequest,
      config: { rateLimit: codeRequests.rateLimit },
      handler: async (request) => {
        return requestMobileCode(ctx, currentUser(request).id, originOf(request));
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
      cache: 'no-store',
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

  // My Account's signed-in devices: list them, sign one out, or every other one.
  registerEndpoints(app, sessionEndpoints, {
    list: {
      description:
        'Browser and OS from the User-Agent, the last client address, sign-in and last-use ' +
        'times (last use: the last sign-in or token refresh). Never a token.',
      handler: async (request) => ({ items: await listAccountSessions(ctx, currentUser(request)) }),
    },
    end: {
      description:
        'Its refresh token and access token stop working at once. 404 for a session that is ' +
        'not yours, has ended, or does not exist. Recorded in the audit trail.',
      handler: async (request, reply) => {
        await endAccountSession(ctx, currentUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    },
    signOutOthers: async (request) => ({
      ended: await signOutOtherSessions(ctx, currentUser(request)),
    }),
  });
}
