import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../http/app-error';
import { bearerToken, currentUser, requireUser } from '../identity/authenticate';
import { lifecycleSettings } from '../membership-lifecycle/lifecycle';
import { firstCompanyAccess } from '../membership-lifecycle/repository';

/** A signed-in user whose first company holds an active membership, and that company. */
export interface Member {
  userId: string;
  companyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`; null on other routes. */
    member: Member | null;
  }
}

/**
 * An onRequest hook for members' routes: a signed-in user (else 401) whose
 * first company holds an active membership at the time of the request (else
 * 403 with `notAMemberMessage`). Sets `request.member`.
 */
export function requireMember(ctx: AppContext, notAMemberMessage: string) {
  const signedIn = requireUser(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await signedIn(request);
    const member = await activeMember(ctx, currentUser(request).id);
    if (!member) throw forbidden(notAMemberMessage);
    request.member = member;
  };
}

/**
 * The user as a member: their first company, when one of its memberships
 * gives access now; else null. One statement: the routes take the company
 * from `request.member` and never read it again.
 */
async function activeMember(ctx: AppContext, userId: string): Promise<Member | null> {
  const access = await firstCompanyAccess(
    ctx.db,
    userId,
    ctx.clock.now(),
    lifecycleSettings(ctx.config),
  );
  return access?.active ? { userId, companyId: access.companyId } : null;
}

/** The member of a route declared `access: 'member'`. */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) {
    throw new Error(`${request.method} ${request.url} reads the member but is not a member route`);
  }
  return request.member;
}

/**
 * For public routes that show members more: the caller as an active member,
 * or null for a visitor (no token) and for a signed-in user without an active
 * membership. A token that is sent but no longer valid is a 401, as on every
 * route, so the client refreshes it instead of being shown the visitor's view.
 */
export async function memberOrNull(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Member | null> {
  if (!bearerToken(request)) return null;
  await requireUser(ctx)(request);
  return activeMember(ctx, currentUser(request).id);
}
