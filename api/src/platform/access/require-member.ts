import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../http/app-error';
import { bearerToken, currentUser, requireUser } from '../auth/authenticate';
import { lifecycleSettings } from '../membership/lifecycle';
import { companyHasActiveMembership, firstCompanyIdOf } from '../membership/repository';

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
    const userId = currentUser(request).id;
    const companyId = await firstCompanyIdOf(ctx.db, userId);
    const active =
      companyId !== null &&
      (await companyHasActiveMembership(
        ctx.db,
        companyId,
        ctx.clock.now(),
        lifecycleSettings(ctx.config),
      ));
    if (!companyId || !active) throw forbidden(notAMemberMessage);
    request.member = { userId, companyId };
  };
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
  const userId = currentUser(request).id;
  const companyId = await firstCompanyIdOf(ctx.db, userId);
  if (!companyId) return null;
  const active = await companyHasActiveMembership(
    ctx.db,
    companyId,
    ctx.clock.now(),
    lifecycleSettings(ctx.config),
  );
  return active ? { userId, companyId } : null;
}
