import { DEFAULT_LOCALE, LOCALES } from '@club/contract/locales';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * India Insights subscribers. An address is `pending` until its owner opens
 * the confirmation link (double opt-in); only a hash of that link's token is
 * kept. Unsubscribe links are signed with the subscriber's id, so they keep
 * working for every mail ever sent.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, precision: 3 }),
    /** When the last mail went to the address: one per few minutes, whatever is asked. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, precision: 3 }),
    /** The language of the page the address last subscribed from: its e-mails are written in it. */
    language: text('language', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
  },
  (table) => [
    check(
      'newsletter_subscribers_language_check',
      sql.raw(`language in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`),
    ),
    check(
      'newsletter_subscribers_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);
