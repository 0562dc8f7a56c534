import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '@club/contract/common';
import { DEFAULT_LOCALE, LOCALES } from '@club/contract/locales';

/** The company as the registration form gave it, after the contract's schema. */
export interface RegisteredCompany {
  companyName: string;
  companyEmail: string;
  companyMobile: string;
  categoryId: number;
  subcategoryId: number;
  billingName: string;
  billingAddress: string;
  stateId: number;
  country: string;
  gstNumber: string | null;
}

/**
 * Registrations waiting for their e-mail code. Nothing here is an account: a
 * registration becomes one (or is dropped) only when the code e-mailed for it
 * is entered, so whoever fills in someone else's address never changes that
 * person's account. Several may wait for one address; the one whose code is
 * entered wins and the others are deleted.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    countryCode: text('country_code', { enum: COUNTRY_CODES }).notNull(),
    mobileNumber: text('mobile_number').notNull(),
    company: jsonb('company').$type<RegisteredCompany>().notNull(),
    /** The Membership Agreement the registration accepted. */
    agreementVersion: text('agreement_version').notNull(),
    /** The privacy notice shown before registering (null on registrations made before notices). */
    privacyNoticeVersion: text('privacy_notice_version'),
    /** The language of the page that registered: its code's e-mail, then the account's. */
    language: text('language', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'registrations_language_check',
      sql.raw(`language in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`),
    ),
    index('registrations_email_idx').on(table.email),
    index('registrations_created_at_idx').on(table.createdAt),
  ],
);
