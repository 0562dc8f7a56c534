import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  emailSchema,
  idParamsSchema,
  entityIdSchema,
  inputString,
  integerFromText,
  referenceIdFromTextSchema,
  referenceIdSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { memberKindSchema } from '@club/contract/companies';
import { defineEndpoints } from '@club/contract/endpoint';

export const LEAD_MIN_IMAGES = 1;
export const LEAD_MAX_IMAGES = 3;
export const LEAD_TITLE_MAX = 140;
export const LEAD_BRIEF_MAX = 280;
export const LEAD_DESCRIPTION_MAX = 5_000;
export const LEAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LEAD_IMAGES_REQUIRED_MESSAGE = 'Please upload at least one image';

const namedRefSchema = z.object({ id: referenceIdSchema, name: z.string() });

export const leadImageSchema = z.object({
  objectKey: z.string(),
  sortOrder: z.number().check(z.int(), z.nonnegative()),
  url: z.string(),
});
export type LeadImage = z.infer<typeof leadImageSchema>;

export const leadSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  brief: z.nullable(z.string()),
  description: z.string(),
  categoryId: referenceIdSchema,
  subcategoryId: referenceIdSchema,
  location: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  images: z.array(leadImageSchema),
  companyId: entityIdSchema,
  company: z.object({
    id: entityIdSchema,
    name: z.string(),
    profileImageUrl: z.nullable(z.string()),
    /** Its GSTIN passes every rule (shape, check character, state, PAN): the "GST verified" badge. */
    gstVerified: z.boolean(),
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
export const leadsListQuerySchema = z.extend(cursorQuerySchema, {
  q: z.optional(text({ max: 100 })),
  categoryId: z.optional(referenceIdFromTextSchema),
  subcategoryId: z.optional(referenceIdFromTextSchema),
});
export type LeadsListQuery = z.input<typeof leadsListQuerySchema>;
export const leadsPageSchema = z.object({
  items: z.array(leadSchema),
  nextCursor: z.nullable(z.string()),
});

/** GET /companies/{id}/leads */
export const companyLeadsQuerySchema = z.object({
  limit: z._default(integerFromText(1, 100), 50),
});
export const companyLeadsResponseSchema = z.object({ items: z.array(leadSchema) });

/** GET /me/saved-leads */
export const savedLeadsQuerySchema = cursorQuerySchema;

const leadFieldsSchema = z.strictObject({
  title: text({ min: 1, max: LEAD_TITLE_MAX, minMessage: 'Title is required' }),
  brief: z.optional(text({ max: LEAD_BRIEF_MAX })),
  description: text({
    min: 1,
    max: LEAD_DESCRIPTION_MAX,
    minMessage: 'Detailed description is required',
  }),
  categoryId: referenceIdSchema,
  subcategoryId: referenceIdSchema,
  location: text({ min: 2, max: 120, minMessage: 'Location is required' }),
  email: emailSchema,
  phone: z.string().check(z.trim(), z.regex(/^\+?[\d\s-]{7,20}$/, 'Enter a valid phone number')),
  images: z
    .array(
      z.strictObject({
        objectKey: inputString(z.minLength(1), z.maxLength(300)),
        sortOrder: z.number().check(z.int(), z.gte(0), z.lte(LEAD_MAX_IMAGES - 1)),
      }),
    )
    .check(
      z.minLength(LEAD_MIN_IMAGES, LEAD_IMAGES_REQUIRED_MESSAGE),
      z.maxLength(LEAD_MAX_IMAGES),
    ),
});

/**
 * POST /leads. The company, its category and its subcategory are the caller's
 * own registration: the server knows them, so the client does not send them.
 */
export const leadCreateBodySchema = z.omit(leadFieldsSchema, {
  categoryId: true,
  subcategoryId: true,
});
export type LeadCreateBody = z.input<typeof leadCreateBodySchema>;

/** PATCH /leads/{id} */
export const leadUpdateBodySchema = z.partial(
  z.omit(leadFieldsSchema, { categoryId: true, subcategoryId: true }),
);
export type LeadUpdateBody = z.input<typeof leadUpdateBodySchema>;

/** POST /leads/{id}/save */
/** Saved for the caller's own company. */
export const leadSaveBodySchema = z.strictObject({
  action: z.enum(['save', 'unsave']),
});
export type LeadSaveBody = z.infer<typeof leadSaveBodySchema>;
export const leadSaveResponseSchema = z.object({ saved: z.boolean() });

/** GET /me/saved-leads: the caller's company's saved leads, most recently saved first. */
export const savedLeadsPageSchema = leadsPageSchema;

/** The server's messages about leads; the pages show them as they come. */
export const LEAD_MESSAGES = {
  membersOnly:
    'Leads are open to members with an active membership. Upgrade your membership to browse and post leads.',
  noCompany: 'Register a company before posting or saving leads.',
  notYourCompany: 'You can only post, save and delete leads for your own company.',
  notFound: 'This lead does not exist or has been deleted.',
  noSubcategory:
    'You cannot create leads without a valid registered subcategory. Please contact support.',
  imageRepeated: 'Each image can be added once, each in its own place.',
  imageTaken: 'This image belongs to another lead. Please upload it again.',
  unknownSubcategory: 'Choose subcategories from the list.',
} as const;

/** A member follows at most this many subcategories for lead alerts. */
export const LEAD_ALERTS_MAX_FOLLOWS = 50;

/** GET /me/lead-alerts, and the answer of PUT. */
export const leadAlertsSchema = z.object({
  subcategoryIds: z.array(referenceIdSchema),
  /** New leads are e-mailed at most once per this many minutes, in one digest. */
  digestEveryMinutes: z.number(),
});
export type LeadAlerts = z.infer<typeof leadAlertsSchema>;

/** PUT /me/lead-alerts: the whole set of followed subcategories. */
export const leadAlertsBodySchema = z.strictObject({
  subcategoryIds: z
    .array(referenceIdSchema)
    .check(
      z.maxLength(
        LEAD_ALERTS_MAX_FOLLOWS,
        `Follow at most ${LEAD_ALERTS_MAX_FOLLOWS} subcategories`,
      ),
    ),
});
export type LeadAlertsBody = z.infer<typeof leadAlertsBodySchema>;

/** The leads routes: browse, post, save and delete leads, and follow subcategories. */
export const leadEndpoints = defineEndpoints({
  browse: {
    method: 'GET',
    path: '/leads',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: 'Leads, newest first, a page at a time (active members)',
    query: leadsListQuerySchema,
    response: leadsPageSchema,
  },
  one: {
    method: 'GET',
    path: '/leads/:id',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: 'One lead (active members)',
    params: idParamsSchema,
    response: leadSchema,
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/leads',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: "Post a lead for the caller's own company",
    body: leadCreateBodySchema,
    status: 201,
    response: leadSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/leads/:id',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    owner: 'own-company-or-403',
    tag: 'Leads',
    summary: "Delete a lead of the caller's own company",
    params: idParamsSchema,
    status: 204,
    response: null,
  },
  save: {
    method: 'POST',
    path: '/leads/:id/save',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: "Save or unsave a lead for the caller's own company (idempotent)",
    params: idParamsSchema,
    body: leadSaveBodySchema,
    response: leadSaveResponseSchema,
    errors: [404],
  },
  saved: {
    method: 'GET',
    path: '/me/saved-leads',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: "The leads the caller's company saved, most recently saved first",
    query: savedLeadsQuerySchema,
    response: savedLeadsPageSchema,
  },
  ofCompany: {
    method: 'GET',
    path: '/companies/:id/leads',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: "A company's leads, newest first (active members)",
    params: idParamsSchema,
    query: companyLeadsQuerySchema,
    response: companyLeadsResponseSchema,
  },
  alerts: {
    method: 'GET',
    path: '/me/lead-alerts',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: 'The subcategories whose new leads the caller gets by e-mail',
    response: leadAlertsSchema,
  },
  setAlerts: {
    method: 'PUT',
    path: '/me/lead-alerts',
    access: 'member',
    notAMemberMessage: LEAD_MESSAGES.membersOnly,
    tag: 'Leads',
    summary: 'Follow exactly these subcategories for lead alerts',
    body: leadAlertsBodySchema,
    response: leadAlertsSchema,
  },
});
