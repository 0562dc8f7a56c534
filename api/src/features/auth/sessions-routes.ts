import { sessionEndpoints } from '@club/contract/sessions';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import {
  endAccountSession,
  listAccountSessions,
  signOutOtherSessions,
} from '../../platform/auth/account-sessions';
import { currentUser } from '../../platform/auth/authenticate';

/** My Account's signed-in devices: list them, sign one out, or every other one. */
export function registerSessionsRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, sessionEndpoints, {
    list: {
      description:
        'Browser and OS from the User-Agent, the last client address, sign-in and last-use ' +
        'times (last use: the last sign-in or token refresh). Never a token.',
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { items: await listAccountSessions(ctx, currentUser(request)) };
      },
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
