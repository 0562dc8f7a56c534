import * as z from 'zod/mini';
import { listSchema, referenceIdFromTextSchema, referenceIdSchema } from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';

export const stateSchema = z.object({ id: referenceIdSchema, name: z.string() });
export type State = z.infer<typeof stateSchema>;
export const statesResponseSchema = listSchema(stateSchema);

export const categorySchema = z.object({ id: referenceIdSchema, name: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = listSchema(categorySchema);

export const subcategorySchema = z.object({
  id: referenceIdSchema,
  name: z.string(),
  categoryId: referenceIdSchema,
});
export type Subcategory = z.infer<typeof subcategorySchema>;
export const subcategoriesResponseSchema = listSchema(subcategorySchema);
export const subcategoriesQuerySchema = z.object({ categoryId: referenceIdFromTextSchema });

export const firmTypeSchema = z.object({ id: referenceIdSchema, name: z.string() });
export type FirmType = z.infer<typeof firmTypeSchema>;
export const firmTypesResponseSchema = listSchema(firmTypeSchema);

const wholeRupees = z.number().check(z.int(), z.nonnegative());

export const revenueBandSchema = z.object({
  id: referenceIdSchema,
  label: z.string(),
  minInr: wholeRupees,
  maxInr: z.nullable(z.number().check(z.int(), z.positive())),
});
export type RevenueBand = z.infer<typeof revenueBandSchema>;
export const revenueBandsResponseSchema = listSchema(revenueBandSchema);

export const membershipTypeNameSchema = z.enum(['Promoters', 'Producers', 'Providers']);

export const membershipTypeSchema = z.object({
  id: referenceIdSchema,
  name: membershipTypeNameSchema,
  /** Yearly price in whole rupees, before GST. */
  price: z.number().check(z.int(), z.positive()),
  currency: z.literal('INR'),
  gstPercent: wholeRupees,
  tier: z.enum(['alpha', 'beta', 'gamma']),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;
export const membershipTypesResponseSchema = listSchema(membershipTypeSchema);

/** Reference data: the lists the forms offer (public, cached). */
export const referenceEndpoints = defineEndpointGroup(
  { access: 'public', tag: 'Reference data' },
  {
    states: {
      method: 'GET',
      path: '/states',
      summary: 'Indian states and union territories',
      response: statesResponseSchema,
    },
    categories: {
      method: 'GET',
      path: '/categories',
      summary: 'Producers and Providers',
      response: categoriesResponseSchema,
    },
    subcategories: {
      method: 'GET',
      path: '/subcategories',
      summary: 'Subcategories of one category',
      query: subcategoriesQuerySchema,
      response: subcategoriesResponseSchema,
    },
    firmTypes: {
      method: 'GET',
      path: '/firm-types',
      summary: 'Firm types',
      response: firmTypesResponseSchema,
    },
    revenueBands: {
      method: 'GET',
      path: '/revenue-bands',
      summary: 'Yearly revenue bands in INR',
      response: revenueBandsResponseSchema,
    },
    membershipTypes: {
      method: 'GET',
      path: '/membership/types',
      summary: 'Membership types with yearly price (INR, before GST)',
      response: membershipTypesResponseSchema,
    },
  },
);
