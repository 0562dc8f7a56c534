import { userProfileSchema } from '@club/shared/contract/user';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { AUTH_MESSAGES } from '../../platform/auth/auth-messages';
import { currentUser } from '../../platform/auth/authenticate';
import { loadUserProfile } from '../../platform/users/user-profile';
import { lifecycleSettings } from '../../platform/membership/lifecycle';

export function registerMeRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Members'],
        summary: 'The signed-in user with roles, companies and memberships',
        security: [{ bearer: [] }],
        response: { 200: userProfileSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
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
  );
}
