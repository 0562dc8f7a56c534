import * as z from 'zod/mini';
import { BUSINESS_TOTAL_PATH, type BusinessTotal } from '@club/contract/business-total';
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
import { defineEndpointGroup } from '@club/contract/endpoint';

export const LEAD_MIN_IMAGES = 1;
export const LEAD_MAX_IMAGES = 3;
export const LEAD_TITLE_MAX = 140;
export const LEAD_BRIEF_MAX = 280;
export const LEAD_DESCRIPTION_MAX = 5_000;
export const LEAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LEAD_IMAGES_REQUIRED_MESSAGE = 'Please upload at least one image';

const namedRefSchema = z.object({ id: referenceIdSchema, name: z.string() });

/** A company named in an answer: its id and name. */
const companyRefSchema = z.object({ id: entityIdSchema, name: z.string() });

/** The longest message of an "I'm interested" response. */
export const LEAD_RESPONSE_MESSAGE_MAX = 500;
/** Open leads leave Browse this many days after posting unless configured otherwise (LEAD_EXPIRY_DAYS). */
export const LEAD_EXPIRY_DAYS_DEFAULT = 30;
/** The poster is reminded this many days before an open lead expires. */
export const LEAD_EXPIRY_REMINDER_DAYS = 3;
/** The largest order value accepted, in rupees (₹ 1,000 crore): beyond it is a typing mistake. */
export const LEAD_ORDER_VALUE_MAX = 10_000_000_000;

export const LEAD_STATES = ['open', 'won', 'lost', 'withdrawn', 'expired'] as const;
export const leadStateSchema = z.enum(LEAD_STATES);
export type LeadState = z.infer<typeof leadStateSchema>;
export const LEAD_STATE_LABELS: Record<LeadState, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** The winner's answer to a won lead's business: pending until it confirms or disputes, once. */
export const BUSINESS_CONFIRMATIONS = ['pending', 'confirmed', 'disputed'] as const;
export const businessConfirmationSchema = z.enum(BUSINESS_CONFIRMATIONS);
export type BusinessConfirmation = z.infer<typeof businessConfirmationSchema>;

export const leadBusinessSchema = z.object({
  winner: companyRefSchema,
  /** The order value in whole rupees. */
  orderValue: z.number().check(z.int(), z.positive()),
  confirmation: businessConfirmationSchema,
  answeredAt: z.nullable(timestampSchema),
});
export type LeadBusiness = z.infer<typeof leadBusinessSchema>;

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
  /** Open until the poster closes it or it expires (`expiresAt`); only open leads are in Browse. */
  state: leadStateSchema,
  expiresAt: timestampSchema,
  closedAt: z.nullable(timestampSchema),
  /** When the caller's company responded ("I'm interested"), or null. */
  respondedAt: z.nullable(timestampSchema),
  /** How many companies responded; shown to the poster only (0 for others). */
  responseCount: z.number().check(z.int(), z.nonnegative()),
  /** A won lead's business: shown to the poster and the winner only, null for others. */
  business: z.nullable(leadBusinessSchema),
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

/** POST /leads/{id}/responses: "I'm interested", with a short message to the poster. */
export const leadResponseBodySchema = z.strictObject({
  message: text({
    min: 1,
    max: LEAD_RESPONSE_MESSAGE_MAX,
    minMessage: 'Write a short message to the poster',
    maxMessage: `Keep the message to ${LEAD_RESPONSE_MESSAGE_MAX} characters`,
  }),
});
export type LeadResponseBody = z.input<typeof leadResponseBodySchema>;

/** One company's response to a lead, as its poster sees it. */
export const leadResponseSchema = z.object({
  id: entityIdSchema,
  leadId: entityIdSchema,
  company: companyRefSchema,
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.nullable(z.string()),
  message: z.string(),
  createdAt: timestampSchema,
});
export type LeadResponse = z.infer<typeof leadResponseSchema>;
export const leadResponsesSchema = z.object({ items: z.array(leadResponseSchema) });

/** POST /leads/{id}/close: won (by which company, for how much), lost or withdrawn. */
export const leadCloseBodySchema = z.discriminatedUnion('outcome', [
  z.strictObject({
    outcome: z.literal('won'),
    winnerCompanyId: entityIdSchema,
    orderValue: z
      .number('Enter the order value in rupees')
      .check(
        z.int('Enter the order value in whole rupees'),
        z.positive('The order value must be more than ₹ 0'),
        z.lte(LEAD_ORDER_VALUE_MAX, 'Check the order value: it is too large'),
      ),
  }),
  z.strictObject({ outcome: z.literal('lost') }),
  z.strictObject({ outcome: z.literal('withdrawn') }),
]);
export type LeadCloseBody = z.input<typeof leadCloseBodySchema>;

/** POST /leads/{id}/business: the winner confirms or disputes the business, once. */
export const leadBusinessAnswerBodySchema = z.strictObject({
  answer: z.enum(['confirm', 'dispute']),
});
export type LeadBusinessAnswerBody = z.infer<typeof leadBusinessAnswerBodySchema>;

/** GET /me/lead-responses: leads the caller's company responded to or won, newest response first. */
export const respondedLeadsQuerySchema = cursorQuerySchema;

/** GET /business-total: the club's confirmed business between members (public, cached). */
export const businessTotalSchema: z.ZodMiniType<BusinessTotal> = z.object({
  /** Whole rupees of confirmed business. */
  totalRupees: z.number().check(z.int(), z.nonnegative()),
  wonLeads: z.number().check(z.int(), z.nonnegative()),
});

/** Business of a member in whole rupees: confirmed by the winner, or still awaiting its answer. */
const businessFiguresSchema = z.object({
  confirmed: z.number().check(z.int(), z.nonnegative()),
  pending: z.number().check(z.int(), z.nonnegative()),
});

/** GET /me/scorecard: the member's figures for its current membership term. */
export const scorecardSchema = z.object({
  termStartsAt: z.nullable(timestampSchema),
  termEndsAt: z.nullable(timestampSchema),
  leadsPosted: z.number().check(z.int(), z.nonnegative()),
  responsesGiven: z.number().check(z.int(), z.nonnegative()),
  responsesReceived: z.number().check(z.int(), z.nonnegative()),
  /** Of the responses given, how many came within 24 hours of the lead's posting. */
  responsesGivenWithin24h: z.number().check(z.int(), z.nonnegative()),
  businessGiven: businessFiguresSchema,
  businessReceived: businessFiguresSchema,
  /** Chapter meetings its owner was checked in at; 0 from an API that does not count them yet. */
  meetingsAttended: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /**
   * 1-to-1s the company logged, by the month in India they took place in: the
   * latest SCORECARD_MONTHS months, this one last (months without any count 0); none from an API that does not count them yet.
   */
  oneToOnesByMonth: z._default(
    z.array(
      z.object({
        /** `2026-11`. */
        month: z.string(),
        count: z.number().check(z.int(), z.nonnegative()),
      }),
    ),
    [],
  ),
});
/** How many months of 1-to-1s the scorecard shows. */
export const SCORECARD_MONTHS = 6;
export type Scorecard = z.infer<typeof scorecardSchema>;

/** A response within this long of the lead's posting counts as quick. */
export const QUICK_RESPONSE_HOURS = 24;

/** The share of quick responses as a whole percentage, or null when none were given. */
export function quickResponseShare(scorecard: Scorecard): number | null {
  if (scorecard.responsesGiven === 0) return null;
  return Math.round((100 * scorecard.responsesGivenWithin24h) / scorecard.responsesGiven);
}

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
  alreadyResponded: 'Your company has already responded to this lead.',
  ownLead: 'You cannot respond to a lead of your own company.',
  notOpen: 'This lead is closed or has expired, so it no longer takes responses.',
  onlyPoster: 'Only the company that posted this lead can do this.',
  alreadyClosed: 'This lead is already closed or has expired.',
  winnerIsPoster: 'Choose the company that won the business, not your own.',
  unknownWinner: 'Choose a member company from the list.',
  onlyWinner: 'Only the company that won this business can confirm or dispute it.',
  alreadyAnswered: 'This business has already been confirmed or disputed.',
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
export const leadEndpoints = defineEndpointGroup(
  { access: 'member', notAMemberMessage: LEAD_MESSAGES.membersOnly, tag: 'Leads' },
  {
    browse: {
      method: 'GET',
      path: '/leads',
      summary: 'Leads, newest first, a page at a time (active members)',
      query: leadsListQuerySchema,
      response: leadsPageSchema,
    },
    one: {
      method: 'GET',
      path: '/leads/:id',
      summary: 'One lead (active members)',
      params: idParamsSchema,
      response: leadSchema,
      errors: [404],
    },
    create: {
      method: 'POST',
      path: '/leads',
      summary: "Post a lead for the caller's own company",
      body: leadCreateBodySchema,
      status: 201,
      response: leadSchema,
    },
    remove: {
      method: 'DELETE',
      path: '/leads/:id',
      owner: 'own-company-or-403',
      summary: "Delete a lead of the caller's own company",
      params: idParamsSchema,
      status: 204,
      response: null,
    },
    save: {
      method: 'POST',
      path: '/leads/:id/save',
      summary: "Save or unsave a lead for the caller's own company (idempotent)",
      params: idParamsSchema,
      body: leadSaveBodySchema,
      response: leadSaveResponseSchema,
      errors: [404],
    },
    saved: {
      method: 'GET',
      path: '/me/saved-leads',
      summary: "The leads the caller's company saved, most recently saved first",
      query: savedLeadsQuerySchema,
      response: savedLeadsPageSchema,
    },
    ofCompany: {
      method: 'GET',
      path: '/companies/:id/leads',
      summary: "A company's leads, newest first (active members)",
      params: idParamsSchema,
      query: companyLeadsQuerySchema,
      response: companyLeadsResponseSchema,
    },
    alerts: {
      method: 'GET',
      path: '/me/lead-alerts',
      summary: 'The subcategories whose new leads the caller gets by e-mail',
      response: leadAlertsSchema,
    },
    respond: {
      method: 'POST',
      path: '/leads/:id/responses',
      summary: '"I\'m interested": respond to an open lead of another company, once per company',
      params: idParamsSchema,
      body: leadResponseBodySchema,
      status: 201,
      response: leadResponseSchema,
      errors: [403, 404, 409],
    },
    responses: {
      method: 'GET',
      path: '/leads/:id/responses',
      owner: 'own-company-or-403',
      summary: "The responses to one of the caller's company's leads, newest first",
      params: idParamsSchema,
      response: leadResponsesSchema,
      errors: [404],
    },
    responded: {
      method: 'GET',
      path: '/me/lead-responses',
      summary: "Leads the caller's company responded to or won, newest first",
      query: respondedLeadsQuerySchema,
      response: leadsPageSchema,
    },
    close: {
      method: 'POST',
      path: '/leads/:id/close',
      owner: 'own-company-or-403',
      summary: "Close one of the caller's company's open leads as won, lost or withdrawn",
      params: idParamsSchema,
      body: leadCloseBodySchema,
      response: leadSchema,
      errors: [404, 409],
    },
    answerBusiness: {
      method: 'POST',
      path: '/leads/:id/business',
      summary: 'The winner of a lead confirms or disputes its business, once',
      params: idParamsSchema,
      body: leadBusinessAnswerBodySchema,
      response: leadSchema,
      errors: [403, 404, 409],
    },
    scorecard: {
      method: 'GET',
      path: '/me/scorecard',
      summary: "The caller's company's leads, responses and business in its current term",
      response: scorecardSchema,
    },
    businessTotal: {
      method: 'GET',
      path: BUSINESS_TOTAL_PATH,
      access: 'public',
      summary: 'The confirmed business closed between members, in rupees (cached)',
      response: businessTotalSchema,
    },
    setAlerts: {
      method: 'PUT',
      path: '/me/lead-alerts',
      summary: 'Follow exactly these subcategories for lead alerts',
      body: leadAlertsBodySchema,
      response: leadAlertsSchema,
    },
  },
);
