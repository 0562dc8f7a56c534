import { meEndpoints } from '@club/contract/user';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { AUTH_MESSAGES } from '../../platform/identity/auth-messages';
import { currentUser } from '../../platform/identity/authenticate';
import { loadUserProfile } from '../../platform/users/user-profile';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';

export function registerMeRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, meEndpoints, {
    profile: async (request) => {
      const profile = await loadUserProfile(
        ctx.db,
        currentUser(request).id,
        ctx.clock.now(),
        lifecycleSettings(ctx.config),
      );
      if (!profile) throw unauthorized(AUTH_MESSAGES.sessionEnded);
      return profile;
    },
  });
}
