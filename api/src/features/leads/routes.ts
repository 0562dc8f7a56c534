import { leadEndpoints } from '@club/contract/leads';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentMember } from '../../platform/access/require-member';
import {
  browseLeads,
  companyLeads,
  createLead,
  leadAlertsOf,
  oneLead,
  removeLead,
  savedLeads,
  setLeadAlerts,
  respondedLeads,
  setSaved,
} from './service';
import { answerBusiness, businessTotal, closeLead } from './outcomes';
import { respondToLead, responsesTo } from './responses';
import { scorecardOf } from '../../platform/lead-scorecard/scorecard';
import { oneToOnesByMonth } from '../../platform/lead-scorecard/one-to-ones-by-month';

export function registerLeadRoutes(app: ZodApp, ctx: AppContext): void {
  const digestEveryMinutes = ctx.config.leadAlertDigestMinutes;

  registerEndpoints(app, leadEndpoints, {
    browse: {
      description:
        '`q` searches title, brief and description; `categoryId` and `subcategoryId` filter. ' +
        'Pass `nextCursor` as `cursor` for the next page.',
      handler: async (request) => browseLeads(ctx, currentMember(request), request.query),
      compiledSerializer: true,
    },
    one: async (request) => oneLead(ctx, currentMember(request), request.params.id),
    create: {
      description:
        "In the company's registered category and subcategory, with 1 to 3 images uploaded " +
        'through `POST /uploads/leads/presign` for this company.',
      handler: async (request, reply) => {
        const lead = await createLead(ctx, currentMember(request), request.body);
        return reply.code(201).send(lead);
      },
    },
    remove: {
      description: 'It leaves every saved list; its images are removed in the background.',
      handler: async (request, reply) => {
        await removeLead(ctx, currentMember(request), request.params.id);
        return reply.code(204).send(null);
      },
    },
    save: async (request) => setSaved(ctx, currentMember(request), request.params.id, request.body),
    saved: async (request) => savedLeads(ctx, currentMember(request), request.query),
    ofCompany: async (request) =>
      companyLeads(ctx, currentMember(request), request.params.id, request.query.limit),
    alerts: async (request) => leadAlertsOf(ctx, currentMember(request), digestEveryMinutes),
    respond: {
      description:
        "Once per company and lead, never on the company's own lead (403), only while the lead " +
        'is open (409); the poster gets an e-mail.',
      handler: async (request, reply) => {
        const response = await respondToLead(
          ctx,
          currentMember(request),
          request.params.id,
          request.body.message,
        );
        return reply.code(201).send(response);
      },
    },
    responses: async (request) => responsesTo(ctx, currentMember(request), request.params.id),
    responded: async (request) => respondedLeads(ctx, currentMember(request), request.query),
    close: {
      description:
        'Only an open lead, once (409 after): `won` names another company and the order value ' +
        'in whole rupees (the winner gets an e-mail), or `lost` or `withdrawn`.',
      handler: async (request) => {
        const member = currentMember(request);
        await closeLead(ctx, member, request.params.id, request.body);
        return oneLead(ctx, member, request.params.id);
      },
    },
    answerBusiness: {
      description: 'Only the winning company, once (409 after): `confirm` or `dispute`.',
      handler: async (request) => {
        const member = currentMember(request);
        await answerBusiness(ctx, member, request.params.id, request.body.answer);
        return oneLead(ctx, member, request.params.id);
      },
    },
    scorecard: async (request) => {
      const { companyId } = currentMember(request);
      const now = ctx.clock.now();
      return {
        ...(await scorecardOf(ctx.db, companyId, now)),
        oneToOnesByMonth: await oneToOnesByMonth(ctx.db, companyId, now),
      };
    },
    businessTotal: {
      description: `Recomputed at most every ${ctx.config.businessTotalCacheSeconds} s, and when business is confirmed.`,
      cache: `public, max-age=${ctx.config.businessTotalCacheSeconds}`,
      handler: async () => businessTotal(ctx),
    },
    setAlerts: {
      description: `New leads in them arrive in one e-mail digest at most every ${digestEveryMinutes} minutes; never your own.`,
      handler: async (request) => {
        return setLeadAlerts(
          ctx,
          currentMember(request),
          request.body.subcategoryIds,
          digestEveryMinutes,
        );
      },
    },
  });
}
