import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CorrectionChanges } from '@club/contract/privacy-rights';
import { companies } from './companies';
import { users } from './users';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'downloaded', 'expired'] as const;

/**
 * A member's download of their data: a job builds the ZIP into the file
 * storage and e-mails a link; only a hash of the link's token is kept. The
 * link works once, until `expiresAt`; the retention job removes the file then.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('preparing'),
    objectKey: text('object_key'),
    tokenHash: text('token_hash').unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'data_exports_status_check',
      sql`${table.status} in ('preparing', 'ready', 'downloaded', 'expired')`,
    ),
    index('data_exports_user_requested_idx').on(table.userId, table.requestedAt),
    // The retention job: files still stored, by when they were made.
    index('data_exports_ready_idx')
      .on(table.readyAt)
      .where(sql`${table.objectKey} is not null`),
  ],
);

export const CORRECTION_STATUSES = ['open', 'approved', 'refused'] as const;

/** A member's request to correct registration details an admin must approve. */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CORRECTION_STATUSES }).notNull().default('open'),
    changes: jsonb('changes').$type<CorrectionChanges>().notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    check(
      'correction_requests_status_check',
      sql`${table.status} in ('open', 'approved', 'refused')`,
    ),
    // The back office's list: one status, oldest first.
    index('correction_requests_status_created_idx').on(table.status, table.createdAt, table.id),
    index('correction_requests_company_idx').on(table.companyId, table.createdAt),
    // One open request per company at a time.
    uniqueIndex('correction_requests_one_open_idx')
      .on(table.companyId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * Settings the operator may change in the database without a release: the
 * retention periods (in days), seeded by the migration that created the table.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
