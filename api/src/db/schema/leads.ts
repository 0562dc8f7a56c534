import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { categories, subcategories } from './reference';
import { users } from './users';

/** A business lead a member company posts: what it offers or needs. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    brief: text('brief'),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    location: text('location').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    // Millisecond precision so that a cursor made from a JavaScript Date is exact.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // Browse: newest first, alone or within a category or subcategory.
    index('leads_created_at_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('leads_category_created_idx').on(
      table.categoryId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('leads_subcategory_created_idx').on(
      table.subcategoryId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // My Leads and a company's leads.
    index('leads_company_created_idx').on(
      table.companyId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** The 1 to 3 images of a lead, in order; a stored file belongs to one lead only. */
export const leadImages = pgTable(
  'lead_images',
  {
    objectKey: text('object_key').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    index('lead_images_lead_idx').on(table.leadId, table.sortOrder),
    check('lead_images_sort_order_check', sql`${table.sortOrder} between 0 and 2`),
  ],
);

/** Leads a company saved; a deleted lead leaves every saved list with its row. */
export const savedLeads = pgTable(
  'saved_leads',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.leadId] }),
    index('saved_leads_company_created_idx').on(
      table.companyId,
      table.createdAt.desc().nullsFirst(),
      table.leadId.desc().nullsFirst(),
    ),
    index('saved_leads_lead_idx').on(table.leadId),
  ],
);

/** Subcategories a member follows: new leads in them reach the member in an e-mail digest. */
export const leadAlertFollows = pgTable(
  'lead_alert_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.subcategoryId] }),
    index('lead_alert_follows_subcategory_idx').on(table.subcategoryId),
  ],
);

/**
 * One row per member with alerts: when its last digest went. The digest job
 * locks this row while it sends, so two instances never send the same digest.
 */
export const leadAlertRecipients = pgTable('lead_alert_recipients', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true, precision: 3 }),
});

/** New leads waiting for a member's next digest, queued with the lead in its transaction. */
export const leadAlertQueue = pgTable(
  'lead_alert_queue',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.leadId] })],
);

/**
 * Files to remove from storage, written in the transaction that stopped using
 * them (a deleted lead's images) and removed by a background job with retries.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    objectKey: text('object_key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [index('storage_deletions_due_idx').on(table.nextAttemptAt)],
);
