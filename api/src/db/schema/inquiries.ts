import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '@club/contract/inquiries';

/**
 * What visitors sent from the Ask an Expert, Get Expert Help and Contact Us
 * forms, and where the admins are with each: its status, their internal notes,
 * and when it was last marked answered or closed.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INQUIRY_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    category: text('category'),
    subject: text('subject'),
    message: text('message').notNull(),
    page: text('page').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    notes: text('notes').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'inquiries_status_check',
      sql.raw(`status in (${INQUIRY_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    // The back office's list, newest first, all of them or of one status.
    index('inquiries_created_at_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('inquiries_status_created_at_id_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
