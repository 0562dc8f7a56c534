import { meEndpoints } from '@club/contract/user';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages';
import { currentUser } from '../../platform/auth/authenticate';
import { loadUserProfile } from '../../platform/users/user-profile';
import { lifecycleSettings } from '../../platform/membership/lifecycle';

export function registerMeRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, meEndpoints, {
    profile: async (request, reply) => {
      const profile = await loadUserProfile(
        ctx.db,
        currentUser(request).id,
        ctx.clock.now(),
        lifecycleSettings(ctx.config),
      );
      if (!profile) throw unauthorized(AUTH_MESSAGES.sessionEnded);
      reply.header('cache-control', 'no-store');
      return profile;
    },
  });
}
