import { membershipStatusSchema } from '@club/shared/contract/membership';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { currentUser, requireUser } from '../auth/authenticate';
import { firstCompanyHasActiveMembership } from './repository';

export function registerMembershipRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/membership/status',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['Members'],
        summary: "Whether the user's first company has an active membership",
        security: [{ bearer: [] }],
        response: { 200: membershipStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      hasActiveMembership: await firstCompanyHasActiveMembership(
        ctx.db,
        currentUser(request).id,
        ctx.clock.now(),
      ),
    }),
  );
}
