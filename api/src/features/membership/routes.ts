import {
  MEMBERSHIP_CANCEL_PATH,
  MEMBERSHIP_PATH,
  MEMBERSHIP_RESUME_PATH,
  membershipActionBodySchema,
  membershipDetailsSchema,
  membershipResponseSchema,
  membershipStatusSchema,
  membershipTerminateBodySchema,
  membershipTerminateResponseSchema,
} from '@club/shared/contract/membership';
import { idParamsSchema } from '@club/shared/contract/common';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/auth/authenticate';
import { lifecycleSettings } from '../../platform/membership/lifecycle';
import { firstCompanyHasActiveMembership } from '../../platform/membership/repository';
import { cancelMembership, currentMembership, resumeMembership, terminate } from './service';

const tags = ['Members'];
const bearer = [{ bearer: [] }];

export function registerMembershipRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/membership/status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Whether the user's first company has an active membership",
        security: bearer,
        response: { 200: membershipStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      hasActiveMembership: await firstCompanyHasActiveMembership(
        ctx.db,
        currentUser(request).id,
        ctx.clock.now(),
        lifecycleSettings(ctx.config),
      ),
    }),
  );

  app.get(
    MEMBERSHIP_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The first company's current membership, as My Account shows it",
        description:
          'State, term, next charge, what Renew now would buy, and the banner to show; ' +
          '`membership` is null for a company that never had one.',
        security: bearer,
        response: { 200: membershipResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return currentMembership(ctx, currentUser(request).id);
    },
  );

  app.post(
    MEMBERSHIP_CANCEL_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Turn off auto-renewal of the company's own membership",
        description:
          'Access stays to the end of the paid term; nothing is refunded; a confirmation is ' +
          'e-mailed. 403 for a membership of another company; 409 when it is not renewing.',
        security: bearer,
        body: membershipActionBodySchema,
        response: { 200: membershipDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelMembership(ctx, currentUser(request).id, request.body.membershipId),
  );

  app.post(
    MEMBERSHIP_RESUME_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Turn auto-renewal back on, before the paid term ends',
        security: bearer,
        body: membershipActionBodySchema,
        response: { 200: membershipDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resumeMembership(ctx, currentUser(request).id, request.body.membershipId),
  );

  app.post(
    '/admin/memberships/:id/terminate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'End a membership at once, with the reason (admins only)',
        description:
          'Recorded in the audit trail with the reason; the member is told by e-mail; ' +
          'auto-renewal stops. 409 when it was terminated already.',
        security: bearer,
        params: idParamsSchema,
        body: membershipTerminateBodySchema,
        response: {
          200: membershipTerminateResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      terminate(ctx, currentUser(request).id, request.params.id, request.body.reason),
  );
}
