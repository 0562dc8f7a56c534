import {
  accountSessionsResponseSchema,
  sessionIdParamsSchema,
  signOutOthersResponseSchema,
} from '@club/shared/contract/sessions';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import {
  endAccountSession,
  listAccountSessions,
  signOutOtherSessions,
} from '../../platform/auth/account-sessions';
import { currentUser } from '../../platform/auth/authenticate';

const tags = ['Sign-in'];

/** My Account's signed-in devices: list them, sign one out, or every other one. */
export function registerSessionsRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/me/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's open sessions (devices), this one first",
        description:
          'Browser and OS from the User-Agent, the last client address, sign-in and last-use ' +
          'times (last use: the last sign-in or token refresh). Never a token.',
        security: [{ bearer: [] }],
        response: { 200: accountSessionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listAccountSessions(ctx, currentUser(request)) };
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'End one of your own sessions',
        description:
          'Its refresh token and access token stop working at once. 404 for a session that is ' +
          'not yours, has ended, or does not exist. Recorded in the audit trail.',
        security: [{ bearer: [] }],
        params: sessionIdParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await endAccountSession(ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/sessions/sign-out-others',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'End every session of yours but this one',
        security: [{ bearer: [] }],
        response: { 200: signOutOthersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ ended: await signOutOtherSessions(ctx, currentUser(request)) }),
  );
}
