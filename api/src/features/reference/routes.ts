import {
  categoriesResponseSchema,
  firmTypesResponseSchema,
  membershipTypesResponseSchema,
  revenueBandsResponseSchema,
  statesResponseSchema,
  subcategoriesQuerySchema,
  subcategoriesResponseSchema,
} from '@club/shared/contract/reference';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
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

/** Reference data changes only with a migration: browsers keep it 5 minutes, this process an hour. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=300';
const REFERENCE_CACHE_MS = 60 * 60_000;
export const REFERENCE_CACHE_TAG = 'reference';

export function registerReferenceRoutes(app: ZodApp, { db, responseCache }: AppContext): void {
  /** Answers from the cache: the list is read, checked against the contract and serialised once. */
  async function cachedList<Schema extends z.ZodMiniType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: Schema,
    load: () => Promise<z.input<Schema>>,
  ): Promise<void> {
    const cached = await responseCache.json(
      REFERENCE_CACHE_TAG,
      key,
      REFERENCE_CACHE_MS,
      async () => JSON.stringify(schema.parse(await load())),
    );
    sendCachedJson(request, reply, cached, REFERENCE_CACHE_CONTROL);
  }

  app.get(
    '/states',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Indian states and union territories',
        response: { 200: statesResponseSchema },
      },
    },
    async (request, reply) =>
      cachedList(request, reply, 'states', statesResponseSchema, async () => ({
        items: await listStates(db),
      })),
  );

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Producers and Providers',
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request, reply) =>
      cachedList(request, reply, 'categories', categoriesResponseSchema, async () => ({
        items: await listCategories(db),
      })),
  );

  app.get(
    '/subcategories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Subcategories of one category',
        querystring: subcategoriesQuerySchema,
        response: { 200: subcategoriesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { categoryId } = request.query;
      return cachedList(
        request,
        reply,
        `subcategories:${categoryId}`,
        subcategoriesResponseSchema,
        async () => ({ items: await listSubcategories(db, categoryId) }),
      );
    },
  );

  app.get(
    '/firm-types',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Firm types', response: { 200: firmTypesResponseSchema } },
    },
    async (request, reply) =>
      cachedList(request, reply, 'firm-types', firmTypesResponseSchema, async () => ({
        items: await listFirmTypes(db),
      })),
  );

  app.get(
    '/revenue-bands',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Yearly revenue bands in INR',
        response: { 200: revenueBandsResponseSchema },
      },
    },
    async (request, reply) =>
      cachedList(request, reply, 'revenue-bands', revenueBandsResponseSchema, async () => ({
        items: await listRevenueBands(db),
      })),
  );

  app.get(
    '/membership/types',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Membership types with yearly price (INR, before GST)',
        response: { 200: membershipTypesResponseSchema },
      },
    },
    async (request, reply) =>
      cachedList(request, reply, 'membership-types', membershipTypesResponseSchema, async () => ({
        items: await listMembershipTypes(db),
      })),
  );
}
