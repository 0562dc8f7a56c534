import {
  categoriesResponseSchema,
  firmTypesResponseSchema,
  membershipTypesResponseSchema,
  revenueBandsResponseSchema,
  statesResponseSchema,
  subcategoriesQuerySchema,
  subcategoriesResponseSchema,
} from '@club/shared/contract/reference';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import {
  listCategories,
  listFirmTypes,
  listMembershipTypes,
  listRevenueBands,
  listStates,
  listSubcategories,
} from './repository';

const tags = ['Reference data'];

// Reference data changes only with a migration.
function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300');
}

export function registerReferenceRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    '/states',
    {
      schema: {
        tags,
        summary: 'Indian states and union territories',
        response: { 200: statesResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { items: await listStates(db) };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Producers and Providers',
        response: { 200: categoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { items: await listCategories(db) };
    },
  );

  app.get(
    '/subcategories',
    {
      schema: {
        tags,
        summary: 'Subcategories of one category',
        querystring: subcategoriesQuerySchema,
        response: { 200: subcategoriesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return { items: await listSubcategories(db, request.query.categoryId) };
    },
  );

  app.get(
    '/firm-types',
    { schema: { tags, summary: 'Firm types', response: { 200: firmTypesResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      return { items: await listFirmTypes(db) };
    },
  );

  app.get(
    '/revenue-bands',
    {
      schema: {
        tags,
        summary: 'Yearly revenue bands in INR',
        response: { 200: revenueBandsResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { items: await listRevenueBands(db) };
    },
  );

  app.get(
    '/membership/types',
    {
      schema: {
        tags,
        summary: 'Membership types with yearly price (INR, before GST)',
        response: { 200: membershipTypesResponseSchema },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { items: await listMembershipTypes(db) };
    },
  );
}
