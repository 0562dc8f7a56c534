import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

export const UPLOAD_PURPOSES = ['company-logo', 'lead-image', 'news-image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Every upload link the API handed out: to whom, for which company and
 * purpose, and the type and size signed into it. A profile, lead or news item
 * accepts a key only if it was issued here to the same caller.
 */
export const uploads = pgTable(
  'uploads',
  {
    objectKey: text('object_key').primaryKey(),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Set when the local storage received the file (S3 receives it without telling the API). */
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'uploads_purpose_check',
      sql`${table.purpose} in ('company-logo', 'lead-image', 'news-image')`,
    ),
    check('uploads_size_check', sql`${table.size} > 0`),
    // Counting a user's recent links (the hourly limit).
    index('uploads_user_created_idx').on(table.userId, table.createdAt),
    index('uploads_company_idx').on(table.companyId),
  ],
);
