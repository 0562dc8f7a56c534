import { idParamsSchema } from '@club/shared/contract/common';
import {
  companyLeadsQuerySchema,
  LEAD_MESSAGES,
  companyLeadsResponseSchema,
  leadAlertsBodySchema,
  leadAlertsSchema,
  leadCreateBodySchema,
  leadSaveBodySchema,
  leadSaveResponseSchema,
  leadSchema,
  leadsListQuerySchema,
  leadsPageSchema,
  savedLeadsPageSchema,
  savedLeadsQuerySchema,
} from '@club/shared/contract/leads';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { membersOnly } from '../../platform/access/access-level';
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

const tags = ['Leads'];
const security = [{ bearer: [] }];

/** Contact details of members: never cached by a browser or a proxy. */
function private_(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function registerLeadRoutes(app: ZodApp, ctx: AppContext): void {
  // Leads are for members; the pages show this message to everyone else.
  const members = membersOnly(LEAD_MESSAGES.membersOnly);
  const digestEveryMinutes = ctx.config.leadAlertDigestMinutes;

  app.get(
    '/leads',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: 'Leads, newest first, a page at a time (active members)',
        description:
          '`q` searches title, brief and description; `categoryId` and `subcategoryId` filter. ' +
          'Pass `nextCursor` as `cursor` for the next page.',
        querystring: leadsListQuerySchema,
        response: { 200: leadsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return browseLeads(ctx, currentMember(request), request.query);
    },
  );

  app.get(
    '/leads/:id',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: 'One lead (active members)',
        params: idParamsSchema,
        response: { 200: leadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return oneLead(ctx, currentMember(request), request.params.id);
    },
  );

  app.post(
    '/leads',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: "Post a lead for the caller's own company",
        description:
          "In the company's registered category and subcategory, with 1 to 3 images uploaded " +
          'through `POST /uploads/leads/presign` for this company.',
        body: leadCreateBodySchema,
        response: { 201: leadSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      private_(reply);
      const lead = await createLead(ctx, currentMember(request), request.body);
      return reply.code(201).send(lead);
    },
  );

  app.delete(
    '/leads/:id',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: "Delete a lead of the caller's own company",
        description: 'It leaves every saved list; its images are removed in the background.',
        params: idParamsSchema,
        response: {
          204: z.null().describe('No content'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await removeLead(ctx, currentMember(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/leads/:id/save',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: "Save or unsave a lead for the caller's own company (idempotent)",
        params: idParamsSchema,
        body: leadSaveBodySchema,
        response: { 200: leadSaveResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setSaved(ctx, currentMember(request), request.params.id, request.body),
  );

  app.get(
    '/me/saved-leads',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: "The leads the caller's company saved, most recently saved first",
        querystring: savedLeadsQuerySchema,
        response: { 200: savedLeadsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return savedLeads(ctx, currentMember(request), request.query);
    },
  );

  app.get(
    '/companies/:id/leads',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: "A company's leads, newest first (active members)",
        params: idParamsSchema,
        querystring: companyLeadsQuerySchema,
        response: { 200: companyLeadsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return companyLeads(ctx, currentMember(request), request.params.id, request.query.limit);
    },
  );

  app.get(
    '/me/lead-alerts',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: 'The subcategories whose new leads the caller gets by e-mail',
        response: { 200: leadAlertsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return leadAlertsOf(ctx, currentMember(request), digestEveryMinutes);
    },
  );

  app.put(
    '/me/lead-alerts',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: 'Follow exactly these subcategories for lead alerts',
        description: `New leads in them arrive in one e-mail digest at most every ${digestEveryMinutes} minutes; never your own.`,
        body: leadAlertsBodySchema,
        response: { 200: leadAlertsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return setLeadAlerts(
        ctx,
        currentMember(request),
        request.body.subcategoryIds,
        digestEveryMinutes,
      );
    },
  );
}
