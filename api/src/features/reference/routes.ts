import {
  categoriesResponseSchema,
  firmTypesResponseSchema,
  membershipTypesResponseSchema,
  referenceEndpoints,
  revenueBandsResponseSchema,
  statesResponseSchema,
  subcategoriesResponseSchema,
} from '@club/contract/reference';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import {
  listCategories,
  listFirmTypes,
  listMembershipTypes,
  listRevenueBands,
  listStates,
  listSubcategories,
} from './repository';

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
  ): Promise<FastifyReply> {
    const cached = await responseCache.json(
      REFERENCE_CACHE_TAG,
      key,
      REFERENCE_CACHE_MS,
      async () => JSON.stringify(schema.parse(await load())),
    );
    return sendCachedJson(request, reply, cached);
  }

  registerEndpoints(
    app,
    referenceEndpoints,
    {
      states: async (request, reply) =>
        cachedList(request, reply, 'states', statesResponseSchema, async () => ({
          items: await listStates(db),
        })),
      categories: async (request, reply) =>
        cachedList(request, reply, 'categories', categoriesResponseSchema, async () => ({
          items: await listCategories(db),
        })),
      subcategories: async (request, reply) => {
        const { categoryId } = request.query;
        return cachedList(
          request,
          reply,
          `subcategories:${categoryId}`,
          subcategoriesResponseSchema,
          async () => ({ items: await listSubcategories(db, categoryId) }),
        );
      },
      firmTypes: async (request, reply) =>
        cachedList(request, reply, 'firm-types', firmTypesResponseSchema, async () => ({
          items: await listFirmTypes(db),
        })),
      revenueBands: async (request, reply) =>
        cachedList(request, reply, 'revenue-bands', revenueBandsResponseSchema, async () => ({
          items: await listRevenueBands(db),
        })),
      membershipTypes: async (request, reply) =>
        cachedList(request, reply, 'membership-types', membershipTypesResponseSchema, async () => ({
          items: await listMembershipTypes(db),
        })),
    },
    { cache: REFERENCE_CACHE_CONTROL },
  );
}
