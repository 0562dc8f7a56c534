import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { onlyFromThisMachine } from '../../http/loopback-only';
import { requireAdmin, requireUser } from '../identity/authenticate';
import { ACCESS_LEVELS, type AccessLevel } from './access-level';
import { requireMember } from './require-member';

type Guard = (request: FastifyRequest) => Promise<void>;

/** Every guard this plugin made, with its level: the route-table test asks which one a route has. */
const guardLevels = new WeakMap<object, AccessLevel>();

/** The access level whose guard is among these onRequest hooks, if any. */
export function guardedLevel(hooks: readonly unknown[]): AccessLevel | undefined {
  for (const hook of hooks) {
    const level = typeof hook === 'function' ? guardLevels.get(hook) : undefined;
    if (level) return level;
  }
  return undefined;
}

/**
 * Puts each route's access guard first among its onRequest hooks, so who the
 * caller is and what they may do is settled before the body is parsed or
 * validated. Registered before the features: a feature's route that declares
 * no `config.access` fails to register, so none can be forgotten.
 */
export const accessPlugin = fp(
  async (app) => {
    const { ctx } = app;
    app.decorateRequest('member', null);

    const made = (level: AccessLevel, guard: Guard): Guard => {
      guardLevels.set(guard, level);
      return guard;
    };
    const guards: Record<Exclude<AccessLevel, 'public' | 'member'>, Guard> = {
      user: made('user', requireUser(ctx)),
      admin: made('admin', requireAdmin(ctx)),
      'this-machine': made('this-machine', onlyFromThisMachine),
    };
    // One member guard per message (a page's own words for "members only").
    const memberGuards = new Map<string, Guard>();
    const memberGuard = (message: string): Guard => {
      let guard = memberGuards.get(message);
      if (!guard) {
        guard = made('member', requireMember(ctx, message));
        memberGuards.set(message, guard);
      }
      return guard;
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const name = `${String(route.method)} ${route.url}`;
      const level = route.config?.access;
      if (!level || !ACCESS_LEVELS.includes(level)) {
        throw new Error(
          `${name} declares no access level: add config: { access: ` +
            `${ACCESS_LEVELS.map((option) => `'${option}'`).join(' | ')} }`,
        );
      }
      if (level === 'public') return;
      let guard: Guard;
      if (level === 'member') {
        const message = route.config?.notAMemberMessage;
        if (!message) {
          throw new Error(
            `${name} is for members: declare it with config: { access: 'member', notAMemberMessage }`,
          );
        }
        guard = memberGuard(message);
      } else {
        guard = guards[level];
      }
      const hooks = [route.onRequest ?? []].flat();
      // A GET's HEAD route arrives with the GET's options: one guard is enough.
      if (!hooks.includes(guard as (typeof hooks)[number])) {
        route.onRequest = [guard as (typeof hooks)[number], ...hooks];
      }
    });
  },
  { name: 'access', fastify: '5.x', dependencies: ['app-context', 'request-user'] },
);
