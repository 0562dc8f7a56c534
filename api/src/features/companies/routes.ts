import { idParamsSchema } from '@club/shared/contract/common';
import {
  companyProfileSchema,
  companyProfileUpdateBodySchema,
  memberDirectoryQuerySchema,
  memberCompanyPageSchema,
  memberDirectoryResponseSchema,
  publicDirectoryQuerySchema,
  publicDirectoryResponseSchema,
} from '@club/shared/contract/companies';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { membersOnly } from '../../platform/access/access-level';
import { currentMember, memberOrNull } from '../../platform/access/require-member';
import { currentUser } from '../../platform/auth/authenticate';
import { recordMetMembers } from '../../platform/first-steps/repository';
import {
  COMPANY_MESSAGES,
  getMemberCompanyPage,
  getOwnProfile,
  listMemberDirectory,
  listPublicMembers,
  updateOwnProfile,
} from './service';

const tags = ['Companies'];
const security = [{ bearer: [] }];

function private_(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function registerCompanyRoutes(app: ZodApp, ctx: AppContext): void {
  const members = membersOnly(COMPANY_MESSAGES.membersOnly);

  app.get(
    '/companies/public',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Our Members: listed member companies, newest first, 12 a page',
        description:
          'Filters `type`, `q` (name, category, city), `country`, `stateId`, `city`. `counts` ' +
          'are for the search and place filters, `matching` also applies the type; ' +
          '`locations` lists every state and city with members. No e-mail or phone.',
        querystring: publicDirectoryQuerySchema,
        response: { 200: publicDirectoryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return listPublicMembers(ctx, request.query);
    },
  );

  app.get(
    '/companies/list',
    {
      config: members,
      schema: {
        tags,
        security,
        summary: 'Meet the Members: member companies with contacts, 5 a page (active members)',
        description: '`q` matches company name, owner name or category, in any case.',
        querystring: memberDirectoryQuerySchema,
        response: { 200: memberDirectoryResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      private_(reply);
      // Opening Meet the Members ticks "Meet the members" on the welcome checklist.
      await recordMetMembers(ctx.db, currentMember(request).userId, ctx.clock.now());
      return listMemberDirectory(ctx, request.query);
    },
  );

  app.get(
    '/companies/profile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The profile of the caller's first company",
        response: { 200: companyProfileSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return getOwnProfile(ctx, currentUser(request).id);
    },
  );

  app.patch(
    '/companies/profile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "Change profile fields of the caller's first company",
        description:
          'Only the fields sent change. Registration details are read-only: naming one is a 400 ' +
          'for that field. `profileImageKey` must come from the logo presign route, uploaded.',
        body: companyProfileUpdateBodySchema,
        response: { 200: companyProfileSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request, reply) => {
      private_(reply);
      return updateOwnProfile(ctx, currentUser(request).id, request.body);
    },
  );

  app.get(
    '/companies/:id/profile',
    {
      config: { access: 'public' },
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        summary: "A listed member company's page (contacts for active members; never the PAN)",
        description:
          'Everyone gets what Our Members shows plus `brief`, `coreProducts` and `clients`; an ' +
          'active member (bearer token) also gets `contacts`. A company that is not listed is 404.',
        params: idParamsSchema,
        response: { 200: memberCompanyPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const member = await memberOrNull(ctx, request);
      // One address answers visitors and members differently: never kept by a shared cache.
      private_(reply);
      return getMemberCompanyPage(ctx, member ? 'member' : 'visitor', request.params.id);
    },
  );
}
