import { leadEndpoints } from '@club/contract/leads';
import type { FastifyReply } from 'fastify';
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
  setSaved,
} from './service';

/** Contact details of members: never cached by a browser or a proxy. */
function private_(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function registerLeadRoutes(app: ZodApp, ctx: AppContext): void {
  const digestEveryMinutes = ctx.config.leadAlertDigestMinutes;

  registerEndpoints(app, leadEndpoints, {
    browse: {
      description:
        '`q` searches title, brief and description; `categoryId` and `subcategoryId` filter. ' +
        'Pass `nextCursor` as `cursor` for the next page.',
      handler: async (request, reply) => {
        private_(reply);
        return browseLeads(ctx, currentMember(request), request.query);
      },
    },
    one: async (request, reply) => {
      private_(reply);
      return oneLead(ctx, currentMember(request), request.params.id);
    },
    create: {
      description:
        "In the company's registered category and subcategory, with 1 to 3 images uploaded " +
        'through `POST /uploads/leads/presign` for this company.',
      handler: async (request, reply) => {
        private_(reply);
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
    saved: async (request, reply) => {
      private_(reply);
      return savedLeads(ctx, currentMember(request), request.query);
    },
    ofCompany: async (request, reply) => {
      private_(reply);
      return companyLeads(ctx, currentMember(request), request.params.id, request.query.limit);
    },
    alerts: async (request, reply) => {
      private_(reply);
      return leadAlertsOf(ctx, currentMember(request), digestEveryMinutes);
    },
    setAlerts: {
      description: `New leads in them arrive in one e-mail digest at most every ${digestEveryMinutes} minutes; never your own.`,
      handler: async (request, reply) => {
        private_(reply);
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
