import { firstStepsEndpoints } from '@club/contract/first-steps';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentMember } from '../../platform/access/require-member';
import { dismissFirstSteps, firstStepsOf } from './service';

/** The welcome checklist of a new member. */
export function registerFirstStepsRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, firstStepsEndpoints, {
    state: {
      description:
        'Read from real data: the profile fields, the logo, the lead-alert follows, the ' +
        "company's posted or saved leads, and the first request of Meet the Members.",
      handler: async (request) => firstStepsOf(ctx, currentMember(request)),
    },
    dismiss: async (request) => dismissFirstSteps(ctx, currentMember(request)),
  });
}
