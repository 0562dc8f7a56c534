import { sql } from 'drizzle-orm';
import {
  bigint,
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
    /**
     * `open` until the poster closes it as `won`, `lost` or `withdrawn`; an open
     * lead past `expiresAt` reads as expired (no job has to run for it to leave Browse).
     */
    status: text('status', { enum: ['open', 'won', 'lost', 'withdrawn'] })
      .notNull()
      .default('open'),
    /**
     * Set when the lead is posted: its time + LEAD_EXPIRY_DAYS then (the default
     * here only serves rows written without it, such as fixtures).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** When the poster was reminded of the expiry: set once, with the e-mail. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    /** A won lead's business: which company won it and the order value in whole rupees. */
    winnerCompanyId: uuid('winner_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    orderValue: bigint('order_value', { mode: 'number' }),
    /** The winner's answer: pending, then confirmed or disputed once. */
    businessConfirmation: text('business_confirmation', {
      enum: ['pending', 'confirmed', 'disputed'],
    }),
    businessAnsweredAt: timestamp('business_answered_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('leads_status_check', sql`${table.status} in ('open', 'won', 'lost', 'withdrawn')`),
    // Business exists exactly for won leads, with a positive value.
    check(
      'leads_business_check',
      sql`(${table.status} = 'won') = (${table.orderValue} is not null and ${table.businessConfirmation} is not null) and (${table.orderValue} is null or ${table.orderValue} > 0)`,
    ),
    // The expiry reminders due: open leads by expiry.
    index('leads_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open' and ${table.expiryRemindedAt} is null`),
    // Business a company received (scorecard, the club's confirmed total) and the
    // leads a company won, newest close first (the Responses tab).
    index('leads_winner_closed_idx')
      .on(table.winnerCompanyId, table.closedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'won'`),
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

/** "I'm interested": one response per company per lead, with a short message to the poster. */
export const leadResponses = pgTable(
  'lead_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who wrote it: the poster's contact. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lead_responses_lead_company_idx').on(table.leadId, table.companyId),
    // The Responses tab and the scorecard: a company's responses, newest first.
    index('lead_responses_company_created_idx').on(
      table.companyId,
      table.createdAt.desc().nullsFirst(),
      table.leadId.desc().nullsFirst(),
    ),
  ],
);
