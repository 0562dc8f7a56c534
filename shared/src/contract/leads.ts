import { z } from 'zod';
import {
  cursorQuerySchema,
  emailSchema,
  entityIdSchema,
  referenceIdSchema,
  timestampSchema,
} from '@club/shared/contract/common';
import {
  LEAD_BRIEF_MAX,
  LEAD_DESCRIPTION_MAX,
  LEAD_MAX_IMAGES,
  LEAD_MIN_IMAGES,
  LEAD_TITLE_MAX,
} from '@club/shared/contract/constants';
import { memberKindSchema } from '@club/shared/contract/companies';
import { MESSAGES } from '@club/shared/contract/messages';

const namedRefSchema = z.object({ id: referenceIdSchema, name: z.string() });

export const leadImageSchema = z.object({
  objectKey: z.string(),
  sortOrder: z.number().int().nonnegative(),
  url: z.string(),
});
export type LeadImage = z.infer<typeof leadImageSchema>;

export const leadSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  brief: z.string().nullable(),
  description: z.string(),
  categoryId: referenceIdSchema,
  subcategoryId: referenceIdSchema,
  location: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  images: z.array(leadImageSchema),
  companyId: entityIdSchema,
  company: z.object({
    id: entityIdSchema,
    name: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  category: namedRefSchema,
  subcategory: namedRefSchema,
  type: memberKindSchema,
  createdAt: timestampSchema,
  /** Whether the caller's company saved this lead. */
  isSaved: z.boolean(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /leads */
export const leadsListQuerySchema = cursorQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  categoryId: referenceIdSchema.optional(),
  subcategoryId: referenceIdSchema.optional(),
});
export type LeadsListQuery = z.input<typeof leadsListQuerySchema>;
export const leadsPageSchema = z.object({
  items: z.array(leadSchema),
  nextCursor: z.string().nullable(),
});

/** GET /companies/{id}/leads */
export const companyLeadsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const companyLeadsResponseSchema = z.object({ items: z.array(leadSchema) });

/** GET /me/saved-leads */
export const savedLeadsQuerySchema = cursorQuerySchema;

const leadFieldsSchema = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(LEAD_TITLE_MAX),
  brief: z.string().trim().max(LEAD_BRIEF_MAX).optional(),
  description: z
    .string()
    .trim()
    .min(1, 'Detailed description is required')
    .max(LEAD_DESCRIPTION_MAX),
  categoryId: referenceIdSchema,
  subcategoryId: referenceIdSchema,
  location: z.string().trim().min(2, 'Location is required').max(120),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{7,20}$/, 'Enter a valid phone number'),
  images: z
    .array(
      z.strictObject({
        objectKey: z.string().min(1).max(300),
        sortOrder: z
          .number()
          .int()
          .min(0)
          .max(LEAD_MAX_IMAGES - 1),
      }),
    )
    .min(LEAD_MIN_IMAGES, MESSAGES.leads.imageRequired)
    .max(LEAD_MAX_IMAGES),
});

/** POST /leads */
export const leadCreateBodySchema = leadFieldsSchema.extend({ companyId: entityIdSchema });
export type LeadCreateBody = z.input<typeof leadCreateBodySchema>;

/** PATCH /leads/{id} */
export const leadUpdateBodySchema = leadFieldsSchema
  .omit({ categoryId: true, subcategoryId: true })
  .partial();
export type LeadUpdateBody = z.input<typeof leadUpdateBodySchema>;

/** POST /leads/{id}/save */
export const leadSaveBodySchema = z.strictObject({
  companyId: entityIdSchema,
  action: z.enum(['save', 'unsave']),
});
export type LeadSaveBody = z.infer<typeof leadSaveBodySchema>;
export const leadSaveResponseSchema = z.object({ saved: z.boolean() });
