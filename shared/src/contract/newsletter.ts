import * as z from 'zod/mini';
import { emailSchema, inputString } from '@club/shared/contract/common';

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
