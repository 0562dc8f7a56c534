import { membershipEndpoints } from '@club/contract/membership';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { firstCompanyHasActiveMembership } from '../../platform/membership-lifecycle/repository';
import { chooseNextPlan, planOptions } from './plan-change';
import { cancelMembership, currentMembership, resumeMembership, terminate } from './service';

export function registerMembershipRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, membershipEndpoints, {
    status: async (request) => ({
      hasActiveMembership: await firstCompanyHasActiveMembership(
        ctx.db,
        currentUser(request).id,
        ctx.clock.now(),
        lifecycleSettings(ctx.config),
      ),
    }),
    current: {
      description:
        'State, term, next charge, what Renew now would buy, and the banner to show; ' +
        '`membership` is null for a company that never had one.',
      handler: async (request) => currentMembership(ctx, currentUser(request).id),
    },
    plans: {
      description:
        'Without a membership every plan is `buy`. With one: its plan is `current`; a higher ' +
        'plan is `upgrade`, priced for the whole days left in the term (GST included); the ' +
        'others are `switch-at-renewal` (or `chosen-for-renewal`).',
      handler: async (request) => planOptions(ctx, currentUser(request).id),
    },
    nextPlan: {
      description:
        'Nothing is charged now: the renewal switches to the plan and charges its price. The ' +
        "current plan's id keeps the current plan. 403 for a membership of another company; " +
        '409 when the membership has no access, or the plan is an upgrade now.',
      handler: async (request) =>
        chooseNextPlan(
          ctx,
          currentUser(request).id,
          request.body.membershipId,
          request.body.membershipTypeId,
        ),
    },
    cancel: {
      description:
        'Access stays to the end of the paid term; nothing is refunded; a confirmation is ' +
        'e-mailed. 403 for a membership of another company; 409 when it is not renewing.',
      handler: async (request) =>
        cancelMembership(ctx, currentUser(request).id, request.body.membershipId),
    },
    resume: async (request) =>
      resumeMembership(ctx, currentUser(request).id, request.body.membershipId),
    terminate: {
      description:
        'Recorded in the audit trail with the reason; the member is told by e-mail; ' +
        'auto-renewal stops. 409 when it was terminated already.',
      handler: async (request) =>
        terminate(ctx, currentUser(request).id, request.params.id, request.body.reason),
    },
  });
}
