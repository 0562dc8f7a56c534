import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../http/app-error';
import { verifyAccessToken } from './access-token';
import { AUTH_MESSAGES } from './auth-messages';
import { checkOpenSession } from './open-sessions';

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guards (`requireUser`); null on public routes. */
    user: AuthenticatedUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The onRequest guard of routes that need a signed-in user (`access: 'user'`,
 * see platform/access): a valid access token whose session is still open. The
 * session and the roles come from one statement, trusted for
 * SESSION_RECHECK_SECONDS (see open-sessions.ts): a logout or a replayed
 * refresh token ends the session at once on the instance that saw it, and on
 * the others within that many seconds.
 */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(AUTH_MESSAGES.signInRequired);
    const now = ctx.clock.now();
    const claims = await verifyAccessToken(token, { secret: ctx.config.jwtSecret, now });
    if (!claims) throw unauthorized(AUTH_MESSAGES.sessionEnded);
    const session = await checkOpenSession(ctx, claims.sid, claims.uid);
    if (!session) throw unauthorized(AUTH_MESSAGES.sessionEnded);
    request.user = { id: claims.uid, sessionId: claims.sid, roles: session.roles };
  };
}

/** The onRequest guard of admin routes (`access: 'admin'`): 401 when signed out, 403 for everyone but admins. */
export function requireAdmin(ctx: AppContext) {
  const signedIn = requireUser(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await signedIn(request);
    if (!request.user?.roles.includes('admin')) {
      throw forbidden('Only administrators can do this.');
    }
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return request.user;
}
