import * as z from 'zod/mini';
import { emailSchema, inputString, localeSchema } from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';

/** The India Insights newsletter: double opt-in, and a way out in every mail. */
export const NEWSLETTER_MESSAGES = {
  /** The same answer whether the address is new, waiting or already subscribed. */
  checkInbox:
    'Almost done: we sent you an e-mail. Open the link in it to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. New India Insights articles will reach your inbox.',
  unsubscribed: 'You are unsubscribed. You will not get India Insights e-mails any more.',
  invalidLink: 'This link is not valid or has expired. Please subscribe again from India Insights.',
} as const;

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 72;

/**
 * POST /newsletter/subscriptions. `website` is the honeypot: a field people
 * never see, so only a bot fills it in.
 */
export const newsletterSubscribeBodySchema = z.strictObject({
  email: emailSchema,
  /** The language of the page: the subscription's e-mails are written in it. */
  language: z.optional(localeSchema),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;

export const newsletterMessageResponseSchema = z.object({ message: z.string() });

/** POST /newsletter/confirm and /newsletter/unsubscribe: the token from the e-mail's link. */
export const newsletterTokenBodySchema = z.strictObject({
  token: inputString(
    z.minLength(20, NEWSLETTER_MESSAGES.invalidLink),
    z.maxLength(120, NEWSLETTER_MESSAGES.invalidLink),
    z.regex(/^[\w.-]+$/, NEWSLETTER_MESSAGES.invalidLink),
  ),
});
export type NewsletterTokenBody = z.infer<typeof newsletterTokenBodySchema>;

export const newsletterEndpoints = defineEndpointGroup(
  { access: 'public', tag: 'Newsletter' },
  {
    subscribe: {
      method: 'POST',
      path: '/newsletter/subscriptions',
      summary: 'Ask for India Insights by e-mail (double opt-in)',
      body: newsletterSubscribeBodySchema,
      status: 202,
      response: newsletterMessageResponseSchema,
    },
    confirm: {
      method: 'POST',
      path: '/newsletter/confirm',
      summary: 'Confirm a subscription with the token of the e-mailed link',
      body: newsletterTokenBodySchema,
      response: newsletterMessageResponseSchema,
    },
    unsubscribe: {
      method: 'POST',
      path: '/newsletter/unsubscribe',
      summary: 'Stop India Insights e-mails, with the token of a mail’s unsubscribe link',
      body: newsletterTokenBodySchema,
      response: newsletterMessageResponseSchema,
    },
  },
);

const countSchema = z.number().check(z.int(), z.nonnegative());

/** GET /admin/newsletter/summary: how many addresses are in each state. */
export const newsletterSummarySchema = z.object({
  confirmed: countSchema,
  pending: countSchema,
  unsubscribed: countSchema,
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

/** The columns of the export of confirmed subscribers, in order. */
export const NEWSLETTER_EXPORT_COLUMNS = ['email', 'confirmed_at'] as const;

/** The newsletter in the back office (admins only). */
export const adminNewsletterEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Admin' },
  {
    summary: {
      method: 'GET',
      path: '/admin/newsletter/summary',
      summary: 'Confirmed, pending and unsubscribed addresses (admins only)',
      response: newsletterSummarySchema,
    },
    /** Answers text/csv, as an attachment. */
    export: {
      method: 'GET',
      path: '/admin/newsletter/subscribers.csv',
      summary: 'The confirmed subscribers as CSV: e-mail and when they confirmed (admins only)',
      response: null,
    },
  },
);
