import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  entityIdSchema,
  idParamsSchema,
  pageSchema,
  referenceIdSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup, defineEndpoints } from '@club/contract/endpoint';
import { formatIndianDateTime, type Instant } from '@club/contract/format/india-date';
import { registeredCompanyFieldsSchema } from '@club/contract/registration';

/** A download link works once, for this long after the export is ready. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** At most this many exports a day per account (and one being prepared at a time). */
export const DATA_EXPORTS_PER_DAY = 3;

/**
 * Where a data export is: being built (`preparing`), its link e-mailed
 * (`sent`), downloaded (its link is spent), or `expired` (not downloaded
 * within the 24 hours; the file is gone).
 */
export const DATA_EXPORT_STATES = ['preparing', 'sent', 'downloaded', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportSchema = z.object({
  id: entityIdSchema,
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: timestampSchema,
  /** When the link stops working; null while the file is being prepared. */
  expiresAt: z.nullable(timestampSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * The 409 for a second export while one is being prepared: when it started,
 * as a time in India, so a member can tell a fresh request from a stuck one.
 */
export function dataExportOpenMessage(startedAt: Instant): string {
  return `Your data export is already being prepared (started ${formatIndianDateTime(startedAt)}). We will e-mail you a link when it is ready.`;
}

export const PRIVACY_MESSAGES = {
  exportLimit: `You can download your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`,
  linkUsed:
    'This download link has already been used. Each link works once: request a new download from My Account → Privacy.',
  linkExpired:
    'This download link has expired (links work for 24 hours). Request a new download from My Account → Privacy.',
  linkInvalid: 'This download link is not valid.',
  noCompany: 'Your account has no registered company to correct.',
  correctionOpen:
    'You already have a correction request waiting for review. You can send another once it is answered.',
  nothingChanged:
    'Please change at least one field: the new values are the same as the current ones.',
  correctionNotFound: 'Correction request not found',
  correctionDecided: 'This correction request has already been answered.',
  closeConfirmation: 'Please type your company name, or CLOSE, to confirm',
  lastAdmin:
    'You are the only administrator: give another account the admin role before closing yours.',
  closed: 'Your account is closed. A confirmation has been sent to your e-mail address.',
} as const;

/** The registration details a member cannot edit and asks an admin to correct. */
export const CORRECTION_FIELDS = [
  'companyName',
  'categoryId',
  'subcategoryId',
  'stateId',
  'gstNumber',
  'billingName',
  'billingAddress',
] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  companyName: 'Company name',
  categoryId: 'Category',
  subcategoryId: 'Subcategory',
  stateId: 'State',
  gstNumber: 'GST number',
  billingName: 'Billing name',
  billingAddress: 'Billing address',
};

/** What a correction to another category without a subcategory of that category is told. */
export const CORRECTION_SUBCATEGORY_MISSING = 'Please choose a subcategory of the category';

/** The new values: any of the fields, each by the registration's own rules. */
export const correctionChangesSchema = z.partial(
  z.pick(registeredCompanyFieldsSchema, {
    companyName: true,
    categoryId: true,
    subcategoryId: true,
    stateId: true,
    gstNumber: true,
    billingName: true,
    billingAddress: true,
  }),
);
export type CorrectionChanges = z.output<typeof correctionChangesSchema>;

const reasonSchema = text({
  min: 1,
  max: 1000,
  minMessage: 'Please give a reason',
  maxMessage: 'Please shorten the reason to 1000 characters at most',
});

/** POST /me/privacy/corrections */
export const correctionRequestBodySchema = z.strictObject({
  changes: correctionChangesSchema,
  reason: reasonSchema,
});
export type CorrectionRequestBody = z.input<typeof correctionRequestBodySchema>;

export const CORRECTION_STATUSES = ['open', 'approved', 'refused'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** The values as they read (names of the category, subcategory and state). */
const correctionValuesSchema = z.record(z.string(), z.nullable(z.string()));

export const correctionRequestSchema = z.object({
  id: entityIdSchema,
  companyId: entityIdSchema,
  companyName: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  /** The requested values, keyed by field, as they read. */
  changes: correctionValuesSchema,
  /** The values at the time of the request, for the same fields. */
  current: correctionValuesSchema,
  reason: z.string(),
  decisionReason: z.nullable(z.string()),
  createdAt: timestampSchema,
  decidedAt: z.nullable(timestampSchema),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/** GET /me/privacy */
export const privacyOverviewSchema = z.object({
  /** The latest data export, if any. */
  dataExport: z.nullable(dataExportSchema),
  /** The latest correction request, if any. */
  correction: z.nullable(correctionRequestSchema),
  /** The company a correction is about and that a closure confirms by name; null without one. */
  company: z.nullable(
    z.object({
      id: entityIdSchema,
      name: z.string(),
      categoryId: referenceIdSchema,
      subcategoryId: z.nullable(referenceIdSchema),
      stateId: z.nullable(referenceIdSchema),
      gstNumber: z.nullable(z.string()),
      billingName: z.string(),
      billingAddress: z.string(),
    }),
  ),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

/** The word that confirms a closure, besides the company's name. */
export const CLOSE_ACCOUNT_WORD = 'CLOSE';

/** POST /me/privacy/close */
export const closeAccountBodySchema = z.strictObject({
  confirmation: text({ min: 1, max: 200, minMessage: PRIVACY_MESSAGES.closeConfirmation }),
});
export type CloseAccountBody = z.input<typeof closeAccountBodySchema>;

/** Whether what was typed confirms the closure: CLOSE, or the company's name, in any case. */
export function confirmsClosure(typed: string, companyName: string | null): boolean {
  const value = typed.trim().toLowerCase();
  return (
    value === CLOSE_ACCOUNT_WORD.toLowerCase() ||
    (companyName !== null && value === companyName.trim().toLowerCase())
  );
}

export const closeAccountResponseSchema = z.object({ message: z.string() });

export const exportTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, PRIVACY_MESSAGES.linkInvalid)),
});

/** GET /admin/corrections */
export const adminCorrectionsQuerySchema = z.extend(cursorQuerySchema, {
  status: z._default(z.enum(CORRECTION_STATUSES), 'open'),
});
export type AdminCorrectionsQuery = z.input<typeof adminCorrectionsQuerySchema>;
export const adminCorrectionsPageSchema = pageSchema(correctionRequestSchema);
export type AdminCorrectionsPage = z.infer<typeof adminCorrectionsPageSchema>;

export const CORRECTION_DECISIONS = ['approve', 'refuse'] as const;
/** POST /admin/corrections/:id/decision */
export const correctionDecisionBodySchema = z.strictObject({
  decision: z.enum(CORRECTION_DECISIONS),
  reason: reasonSchema,
});
export type CorrectionDecisionBody = z.input<typeof correctionDecisionBodySchema>;

/** The member's privacy rights: download, correction, closure. */
export const privacyEndpoints = defineEndpoints({
  overview: {
    method: 'GET',
    path: '/me/privacy',
    access: 'user',
    tag: 'Privacy',
    summary: "The state of the user's data download and correction request",
    response: privacyOverviewSchema,
  },
  requestExport: {
    method: 'POST',
    path: '/me/privacy/exports',
    access: 'user',
    tag: 'Privacy',
    summary: 'Prepare a ZIP of everything the club holds about the user; a link is e-mailed',
    status: 202,
    response: dataExportSchema,
    errors: [409, 429],
  },
  /** Answers the ZIP (application/zip); works once, for 24 hours. */
  downloadExport: {
    method: 'GET',
    path: '/privacy/exports/:token',
    access: 'public',
    tag: 'Privacy',
    summary: 'Download a data export by the one-time link e-mailed for it',
    params: exportTokenParamsSchema,
    response: null,
    errors: [404, 410],
  },
  requestCorrection: {
    method: 'POST',
    path: '/me/privacy/corrections',
    access: 'user',
    tag: 'Privacy',
    summary: 'Ask an admin to correct registration details',
    body: correctionRequestBodySchema,
    status: 201,
    response: correctionRequestSchema,
    errors: [409],
  },
  closeAccount: {
    method: 'POST',
    path: '/me/privacy/close',
    access: 'user',
    tag: 'Privacy',
    summary: 'Close the account: sessions end, personal data is erased, invoices are kept',
    body: closeAccountBodySchema,
    response: closeAccountResponseSchema,
    errors: [409],
  },
});

/** Correction requests in the back office. */
export const adminCorrectionEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Admin' },
  {
    list: {
      method: 'GET',
      path: '/admin/corrections',
      summary: 'Correction requests (open ones unless `status` says otherwise), oldest first',
      query: adminCorrectionsQuerySchema,
      response: adminCorrectionsPageSchema,
    },
    decide: {
      method: 'POST',
      path: '/admin/corrections/:id/decision',
      summary: 'Approve (the change applies) or refuse a correction request, with a reason',
      params: idParamsSchema,
      body: correctionDecisionBodySchema,
      response: correctionRequestSchema,
      errors: [404, 409],
    },
  },
);
