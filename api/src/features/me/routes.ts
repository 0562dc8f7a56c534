import { meEndpoints } from '@club/contract/user';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { AUTH_MESSAGES } from '../../platform/identity/auth-messages';
import { currentUser } from '../../platform/identity/authenticate';
import { setLanguage } from '../../platform/users/repository';
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
    language: {
      description:
        'The language lead alerts, responses to leads, sign-in codes and other messages to the ' +
        'member are written in: `en`, `hi` or `gu`. Tax invoices stay in English.',
      handler: async (request) => {
        const { language } = request.body;
        if (!(await setLanguage(ctx.db, currentUser(request).id, language))) {
          throw unauthorized(AUTH_MESSAGES.sessionEnded);
        }
        return { language };
      },
    },
  });
}
