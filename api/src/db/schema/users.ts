import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '@club/contract/common';
import { DEFAULT_LOCALE, LOCALES } from '@club/contract/locales';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-case; unique whatever the case. */
    email: text('email').notNull(),
    /**
     * The mobile number given at registration. It signs in only once the owner proved it with
     * an SMS code (`mobileVerifiedAt`); null when it was dropped because it came with a
     * registration whose e-mail code was never entered.
     */
    countryCode: text('country_code', { enum: COUNTRY_CODES }),
    mobileNumber: text('mobile_number'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /**
     * When the owner proved the e-mail address with a code. Accounts are created verified, when a
     * registration's code is entered; null only on accounts of an earlier version of the site,
     * whose details nobody proved. Only companies of verified owners are listed in the directories.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The privacy notice shown before registering, and when it was accepted (null: before notices). */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyNoticeAcceptedAt: timestamp('privacy_notice_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner closed the account: the address and number are replaced by
     * placeholders, so nobody signs in to it again; the row stays for the payments it made.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The language the member reads the site and their messages in (lead alerts, sign-in
     * codes...): English until they choose another. Tax invoices stay English whatever it is.
     */
    language: text('language', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
  },
  (table) => [
    check(
      'users_language_check',
      sql.raw(`language in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`),
    ),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // A number signs in to one account only: the one that proved it. Unproven copies may repeat.
    uniqueIndex('users_verified_mobile_unique')
      .on(table.countryCode, table.mobileNumber)
      .where(sql`${table.mobileVerifiedAt} is not null`),
  ],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_idx').on(table.roleId),
  ],
);
