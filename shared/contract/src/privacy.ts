import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  emailSchema,
  entityIdSchema,
  idParamsSchema,
  localeSchema,
  pageSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';

/**
 * The version of the privacy notice shown before registering; a registration
 * records it with the time, and every consent records the notice it was given under.
 * Change it whenever the notice's English wording changes (its items below, their text in
 * `@club/platform/privacy/privacy-notice`).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/**
 * The items of the short notice the registration forms show before anyone registers, in
 * their order: what is collected, why, how long it is kept, the person's rights, and how to
 * reach the Grievance Officer.
 */
export const PRIVACY_NOTICE_ITEMS = [
  'collect',
  'purpose',
  'retention',
  'rights',
  'grievance',
] as const;
export type PrivacyNoticeItemId = (typeof PRIVACY_NOTICE_ITEMS)[number];

/** The anchor of the consent switches on Privacy and My Data (/my-account/privacy#your-choices). */
export const CONSENT_CHOICES_ANCHOR = 'your-choices';

/** The optional consents: each is off until its owner turns it on, and can be turned off the same way. */
export const CONSENT_KINDS = ['directory', 'leadAlerts', 'eventReminders', 'newsletter'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_LABELS: Record<ConsentKind, { label: string; description: string }> = {
  directory: {
    label: 'List my company in Our Members',
    description:
      'Your company’s name, category, city and logo appear in the public directory. Members see you in Meet the Members either way.',
  },
  leadAlerts: {
    label: 'Lead-alert e-mails',
    description:
      'E-mails about new leads in the subcategories you follow (My Leads → Lead alerts).',
  },
  eventReminders: {
    label: 'Meeting and event reminders',
    description:
      'E-mails the day before and two hours before a chapter meeting you said you will attend, or an event you hold a ticket for.',
  },
  newsletter: {
    label: 'India Insights newsletter',
    description: 'The club’s newsletter, sent to your account’s e-mail address.',
  },
};

export const consentStateSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  /** The notice the consent was last given or withdrawn under; null when never asked. */
  noticeVersion: z.nullable(z.string()),
  /** When it was last changed; null when it never was (off by default). */
  changedAt: z.nullable(timestampSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const myConsentsSchema = z.object({ consents: z.array(consentStateSchema) });
export type MyConsents = z.infer<typeof myConsentsSchema>;

/** PUT /me/consents: the consents to change, each on or off; the others stay as they are. */
export const myConsentsBodySchema = z
  .strictObject({
    directory: z.optional(z.boolean()),
    leadAlerts: z.optional(z.boolean()),
    eventReminders: z.optional(z.boolean()),
    newsletter: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Send at least one consent to change',
    }),
  );
export type MyConsentsBody = z.input<typeof myConsentsBodySchema>;

/** The Grievance Officer, as configured on the API. */
export const grievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  address: z.string(),
  /** How many days the club takes at most to answer a grievance. */
  answerWithinDays: z.number().check(z.int(), z.positive()),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

export const GRIEVANCE_MESSAGE_MAX = 4000;

/** POST /grievances: anyone, signed in or not. `website` is the honeypot. */
export const grievanceBodySchema = z.strictObject({
  name: text({ min: 1, max: 120, minMessage: 'Please enter your name' }),
  email: emailSchema,
  subject: text({ min: 1, max: 160, minMessage: 'Please enter a subject' }),
  message: text({
    min: 1,
    max: GRIEVANCE_MESSAGE_MAX,
    minMessage: 'Please describe your grievance',
    maxMessage: `Please keep it to ${GRIEVANCE_MESSAGE_MAX} characters`,
  }),
  /** The language of the page the form was on: the receipt is written in it. */
  language: z.optional(localeSchema),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type GrievanceBody = z.input<typeof grievanceBodySchema>;

/** A reference number: GR-<year>-<six digits>. */
export const GRIEVANCE_REFERENCE_PATTERN = /^GR-\d{4}-\d{6}$/;

export const grievanceReceiptSchema = z.object({
  reference: z.string().check(z.regex(GRIEVANCE_REFERENCE_PATTERN)),
  dueAt: timestampSchema,
});
export type GrievanceReceipt = z.infer<typeof grievanceReceiptSchema>;

export const GRIEVANCE_STATUSES = ['open', 'answered'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: 'Open',
  answered: 'Answered',
};

export const adminGrievanceSchema = z.object({
  id: entityIdSchema,
  reference: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The signed-in user who filed it; null for a visitor. */
  userId: z.nullable(entityIdSchema),
  createdAt: timestampSchema,
  dueAt: timestampSchema,
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(timestampSchema),
  /** Who answered it (their name); null while open, or once their account is gone. */
  answeredBy: z.nullable(z.string()),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

export const adminGrievanceListQuerySchema = z.extend(cursorQuerySchema, {
  status: z.optional(z.enum(GRIEVANCE_STATUSES)),
});
export type AdminGrievanceListQuery = z.input<typeof adminGrievanceListQuerySchema>;
export const adminGrievancePageSchema = pageSchema(adminGrievanceSchema);
export type AdminGrievancePage = z.infer<typeof adminGrievancePageSchema>;

export const GRIEVANCE_ANSWER_MAX = 4000;

/** What the back office tells the officer about the e-mail an answer becomes. */
export function grievanceAnswerNotice(officerEmail: string): string {
  return `E-mailed to the person as plain text, as it is written; it cannot be changed afterwards. Their reply goes to ${officerEmail}; it does not come back here.`;
}
export const GRIEVANCE_ALREADY_ANSWERED = 'This grievance has been answered already';
export const GRIEVANCE_NOT_FOUND = 'No such grievance';

/** POST /admin/grievances/:id/answer: the answer e-mailed to the person. */
export const adminGrievanceAnswerBodySchema = z.strictObject({
  answer: text({
    min: 1,
    max: GRIEVANCE_ANSWER_MAX,
    minMessage: 'Please write the answer',
    maxMessage: `Please keep the answer to ${GRIEVANCE_ANSWER_MAX} characters`,
  }),
});
export type AdminGrievanceAnswerBody = z.input<typeof adminGrievanceAnswerBodySchema>;

/** A signed-in user's consents. */
export const consentEndpoints = defineEndpointGroup(
  { access: 'user', tag: 'Privacy' },
  {
    get: {
      method: 'GET',
      path: '/me/consents',
      summary: 'My optional consents (directory listing, lead alerts, newsletter), off by default',
      response: myConsentsSchema,
    },
    update: {
      method: 'PUT',
      path: '/me/consents',
      summary: 'Give or withdraw optional consents; each change is kept in the history',
      body: myConsentsBodySchema,
      response: myConsentsSchema,
    },
  },
);

/** Grievances: the officer's details and the public form. */
export const grievanceEndpoints = defineEndpointGroup(
  { access: 'public', tag: 'Privacy' },
  {
    officer: {
      method: 'GET',
      path: '/privacy/grievance-officer',
      summary: 'The Grievance Officer’s name, e-mail and address, and how long an answer takes',
      response: grievanceOfficerSchema,
    },
    file: {
      method: 'POST',
      path: '/grievances',
      summary: 'File a grievance; answers with its reference number and due date',
      body: grievanceBodySchema,
      status: 201,
      response: grievanceReceiptSchema,
    },
  },
);

/** Grievances in the back office (admins only). */
export const adminGrievanceEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Admin' },
  {
    list: {
      method: 'GET',
      path: '/admin/grievances',
      summary: 'Grievances, newest first, optionally of one status (admins only)',
      query: adminGrievanceListQuerySchema,
      response: adminGrievancePageSchema,
    },
    answer: {
      method: 'POST',
      path: '/admin/grievances/:id/answer',
      summary: 'Answer a grievance: the answer is e-mailed to the person (admins only)',
      params: idParamsSchema,
      body: adminGrievanceAnswerBodySchema,
      response: adminGrievanceSchema,
      errors: [404, 409],
    },
  },
);
