import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '@club/contract/inquiries';
import { users } from './users';

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

/**
 * The replies staff e-mailed from the back office, kept on their inquiry: the
 * text as sent, who sent it and when. The e-mail itself leaves the outbox
 * once delivered; this is the record. The person's answer goes to the club's
 * mailbox and is not kept here.
 */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The staff member who sent it; null once their account is gone (the name stays). */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // An inquiry's thread, oldest first.
  (table) => [index('inquiry_replies_inquiry_sent_idx').on(table.inquiryId, table.sentAt)],
);
