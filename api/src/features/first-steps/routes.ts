import { firstStepsResponseSchema } from '@club/shared/contract/first-steps';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { membersOnly } from '../../platform/access/access-level';
import { currentMember } from '../../platform/access/require-member';
import { dismissFirstSteps, firstStepsOf } from './service';

export const FIRST_STEPS_MESSAGES = {
  membersOnly: 'The welcome checklist is for members with an active membership.',
} as const;

const tags = ['Members'];
const security = [{ bearer: [] }];

/** The welcome checklist of a new member. */
export function registerFirstStepsRoutes(app: ZodApp, ctx: AppContext): void {
  const members = membersOnly(FIRST_STEPS_MESSAGES.membersOnly);

  app.get(
    '/me/first-steps',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: "The welcome checklist: each first step's state and the profile's share filled",
        description:
          'Read from real data: the profile fields, the logo, the lead-alert follows, the ' +
          "company's posted or saved leads, and the first request of Meet the Members.",
        response: { 200: firstStepsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return firstStepsOf(ctx, currentMember(request));
    },
  );

  app.post(
    '/me/first-steps/dismiss',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: 'Put the welcome checklist away (it leaves My Account)',
        response: { 200: firstStepsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => dismissFirstSteps(ctx, currentMember(request)),
  );
}
