import {
  adminGrievanceEndpoints,
  consentEndpoints,
  grievanceEndpoints,
} from '@club/contract/privacy';
import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { bearerToken, currentUser, requireUser } from '../../platform/identity/authenticate';
import { changeConsents, consentsOf } from '../../platform/consents/repository';
import {
  answerGrievance,
  fileGrievance,
  grievanceOfficer,
  listGrievancesAfter,
  toAdminGrievance,
} from './grievances';

const HOUR_MS = 60 * 60_000;

/** Privacy: a user's optional consents, the Grievance Officer, and grievances. */
export function registerPrivacyRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, consentEndpoints, {
    get: async (request) => ({ consents: await consentsOf(ctx.db, currentUser(request).id) }),
    update: {
      description:
        'Only the consents sent change; each real change is a row of the consent history, ' +
        'with the current privacy notice version. `newsletter` subscribes or unsubscribes ' +
        "the account's e-mail address.",
      handler: async (request) => {
        const userId = currentUser(request).id;
        await ctx.db.transaction((tx) => changeConsents(tx, userId, request.body, ctx.clock.now()));
        return { consents: await consentsOf(ctx.db, userId) };
      },
    },
  });
  registerEndpoints(app, grievanceEndpoints, {
    officer: () => grievanceOfficer(ctx),
    file: {
      description:
        'Kept with a reference number, due `GRIEVANCE_ANSWER_DAYS` later; e-mailed to the ' +
        'Grievance Officer and acknowledged to the sender. A bearer token, if sent, links it ' +
        'to the account. At most `GRIEVANCES_PER_IP` an hour from one address (429).',
      optionalBearer: true,
      config: {
        rateLimit: {
          max: ctx.config.grievancesPerIp,
          timeWindow: HOUR_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              `Too many grievances from your network. Please try again in ${context.after}.`,
              context.ttl / 1000,
            ),
        },
      },
      handler: async (request, reply) => {
        let userId: string | null = null;
        if (bearerToken(request)) {
          await requireUser(ctx)(request);
          userId = currentUser(request).id;
        }
        reply.code(201);
        return fileGrievance(ctx, request.body, userId);
      },
    },
  });
  registerEndpoints(app, adminGrievanceEndpoints, {
    list: {
      description: 'Pass `status` to narrow the list; `nextCursor` for the next page.',
      handler: async (request) => {
        const { cursor, limit, status } = request.query;
        const rows = await listGrievancesAfter(ctx.db, cursorFrom(cursor), limit, status);
        return toPage(rows, limit, toAdminGrievance);
      },
    },
    answer: {
      description:
        'Once per grievance (409 after): the answer is e-mailed to the person and the audit ' +
        'trail records it.',
      handler: async (request) =>
        toAdminGrievance(
          await answerGrievance(
            ctx,
            currentUser(request).id,
            request.params.id,
            request.body.answer,
          ),
        ),
    },
  });
}
