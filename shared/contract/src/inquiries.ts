import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  emailSchema,
  entityIdSchema,
  idParamsSchema,
  localeSchema,
  pageSchema,
  PHONE_NUMBER_MESSAGE,
  PHONE_NUMBER_PATTERN,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup, defineEndpoints } from '@club/contract/endpoint';

/** Where an inquiry comes from: Ask an Expert (home), Get Expert Help (services), Contact Us. */
export const INQUIRY_KINDS = ['ask-an-expert', 'expert-help', 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** The forms' names, as the site shows them. */
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  'ask-an-expert': 'Ask an Expert',
  'expert-help': 'Get Expert Help',
  contact: 'Contact Us',
};

/** Where an admin is with an inquiry: every inquiry arrives `new`. */
export const INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
};

/** How long an admin's internal notes on one inquiry may be. */
export const INQUIRY_NOTES_MAX = 2000;
export const INQUIRY_NOTES_TOO_LONG = `Notes must be at most ${INQUIRY_NOTES_MAX} characters`;

/** The reply promise every inquiry form makes, repeated in the acknowledgement. */
export const INQUIRY_REPLY_PROMISE = "We'll get back to you within 24 hours";

/** The categories a Contact Us message can name, as the form offers them. */
export const INQUIRY_CATEGORIES = ['producers', 'providers'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  producers: 'Producers',
  providers: 'Providers',
};

/** A stored category as people read it (a value the form no longer offers reads as it is). */
export function inquiryCategoryLabel(category: string): string {
  return INQUIRY_CATEGORIES.find((known) => known === category)
    ? INQUIRY_CATEGORY_LABELS[category as InquiryCategory]
    : category;
}

/**
 * POST /inquiries: what a visitor sends from one of the three forms. `website`
 * is the honeypot: a field people never see, so only a bot fills it in.
 */
export const inquiryBodySchema = z.strictObject({
  kind: z.enum(INQUIRY_KINDS),
  name: text({ min: 1, max: 120, minMessage: 'Please enter your name' }),
  email: emailSchema,
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || PHONE_NUMBER_PATTERN.test(value), {
        message: PHONE_NUMBER_MESSAGE,
      }),
    ),
  ),
  companyName: z.optional(text({ max: 160 })),
  category: z.optional(z.enum(['', ...INQUIRY_CATEGORIES])),
  subject: z.optional(text({ max: 160 })),
  message: text({ min: 1, max: 2000, minMessage: 'Please enter your message' }),
  /** The page the form was on (its path). */
  page: text({ min: 1, max: 200 }),
  /** The language of that page: the acknowledgement is written in it. */
  language: z.optional(localeSchema),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type InquiryBody = z.input<typeof inquiryBodySchema>;

export const inquiryResponseSchema = z.object({ received: z.literal(true) });

export const inquiryEndpoints = defineEndpoints({
  send: {
    method: 'POST',
    path: '/inquiries',
    access: 'public',
    tag: 'Inquiries',
    summary: 'Send an Ask an Expert, Get Expert Help or Contact Us message to the club',
    body: inquiryBodySchema,
    response: inquiryResponseSchema,
  },
});

/** How long a reply from the back office may be, and what it says when it is too long or empty. */
export const INQUIRY_REPLY_MAX = 4000;
export const INQUIRY_REPLY_EMPTY = 'Please write your reply';
export const INQUIRY_REPLY_TOO_LONG = `Please keep the reply to ${INQUIRY_REPLY_MAX} characters`;

/**
 * What the back office tells staff about the e-mail a reply becomes: it is
 * sent from the club and asks the person to answer to the club's inbox; their
 * answer arrives in that mailbox, not on the site.
 */
export function inquiryReplyNotice(clubInbox: string): string {
  return `The reply is e-mailed to the sender from the club, as plain text. Their answer goes to ${clubInbox} (the club's mailbox); it does not come back here.`;
}

/** A reply staff sent from the back office, as recorded: its text, who sent it and when. */
export const adminInquiryReplySchema = z.object({
  id: entityIdSchema,
  text: z.string(),
  /** The staff member's name as it was when they sent it (kept if their account goes). */
  sentBy: z.string(),
  sentAt: timestampSchema,
});
export type AdminInquiryReply = z.infer<typeof adminInquiryReplySchema>;

/** An inquiry as the back office shows it: the message, and where the admins are with it. */
export const adminInquirySchema = z.object({
  id: entityIdSchema,
  kind: z.enum(INQUIRY_KINDS),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  category: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  message: z.string(),
  page: z.string(),
  /** The admins' internal notes; the sender never sees them. Empty when none. */
  notes: z.string(),
  createdAt: timestampSchema,
  /** When it was last marked answered / closed; null when it is not (any more). */
  answeredAt: z.nullable(timestampSchema),
  closedAt: z.nullable(timestampSchema),
  /** The replies sent from the back office, oldest first. */
  replies: z.array(adminInquiryReplySchema),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

/** POST /admin/inquiries/:id/replies: the text e-mailed to the sender. */
export const adminInquiryReplyBodySchema = z.strictObject({
  text: text({
    min: 1,
    max: INQUIRY_REPLY_MAX,
    minMessage: INQUIRY_REPLY_EMPTY,
    maxMessage: INQUIRY_REPLY_TOO_LONG,
  }),
});
export type AdminInquiryReplyBody = z.input<typeof adminInquiryReplyBodySchema>;

/** GET /admin/inquiries/reply-settings: where the person's answers to a reply go. */
export const adminInquiryReplySettingsSchema = z.object({ clubInbox: z.string() });
export type AdminInquiryReplySettings = z.infer<typeof adminInquiryReplySettingsSchema>;

/** GET /admin/inquiries: newest first, optionally of one status and one form. */
export const adminInquiryListQuerySchema = z.extend(cursorQuerySchema, {
  status: z.optional(z.enum(INQUIRY_STATUSES)),
  kind: z.optional(z.enum(INQUIRY_KINDS)),
});
export type AdminInquiryListQuery = z.input<typeof adminInquiryListQuerySchema>;
export const adminInquiryPageSchema = pageSchema(adminInquirySchema);
export type AdminInquiryPage = z.infer<typeof adminInquiryPageSchema>;

/** PATCH /admin/inquiries/:id: a new status, new notes, or both. */
export const adminInquiryUpdateBodySchema = z
  .strictObject({
    status: z.optional(z.enum(INQUIRY_STATUSES, 'Status must be new, answered or closed')),
    notes: z.optional(text({ max: INQUIRY_NOTES_MAX, maxMessage: INQUIRY_NOTES_TOO_LONG })),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.notes !== undefined, {
      message: 'Send a status or notes to change',
    }),
  );
export type AdminInquiryUpdateBody = z.input<typeof adminInquiryUpdateBodySchema>;

/** GET /admin/inquiries/summary: what the overview counts. */
export const adminInquirySummarySchema = z.object({
  new: z.number().check(z.int(), z.nonnegative()),
});
export type AdminInquirySummary = z.infer<typeof adminInquirySummarySchema>;

/** The club's inbox in the back office (admins only). */
export const adminInquiryEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Admin' },
  {
    list: {
      method: 'GET',
      path: '/admin/inquiries',
      summary: 'Inquiries from the three forms, newest first, by status and form (admins only)',
      query: adminInquiryListQuerySchema,
      response: adminInquiryPageSchema,
    },
    summary: {
      method: 'GET',
      path: '/admin/inquiries/summary',
      summary: 'How many inquiries are new (admins only)',
      response: adminInquirySummarySchema,
    },
    update: {
      method: 'PATCH',
      path: '/admin/inquiries/:id',
      summary: "Change an inquiry's status or internal notes (admins only)",
      params: idParamsSchema,
      body: adminInquiryUpdateBodySchema,
      response: adminInquirySchema,
      errors: [404],
    },
    reply: {
      method: 'POST',
      path: '/admin/inquiries/:id/replies',
      summary:
        'E-mail a reply to the sender of an inquiry and record it on the inquiry (admins only)',
      params: idParamsSchema,
      body: adminInquiryReplyBodySchema,
      response: adminInquirySchema,
      errors: [404],
    },
    replySettings: {
      method: 'GET',
      path: '/admin/inquiries/reply-settings',
      summary: "The club's mailbox that answers to replies reach (admins only)",
      response: adminInquiryReplySettingsSchema,
    },
  },
);
