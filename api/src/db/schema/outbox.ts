import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

/**
 * Messages to send, written in the same transaction as what caused them,
 * together with their delivery job (pg-boss queue `outbox-deliver`, job id =
 * row id), which retries them. Once a message is delivered (or given up), its
 * text goes: the row keeps who, what kind and when.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** What the message is about, e.g. `sign-in-code`; never its content. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** E-mail subject; null for SMS. */
    subject: text('subject'),
    /** E-mail only: where the person's answer should go, when not to the sender. */
    replyTo: text('reply_to'),
    /** Null once the message has been delivered or given up. */
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    check('outbox_channel_check', sql`${table.channel} in ('email', 'sms')`),
    index('outbox_created_idx').on(table.createdAt.desc().nullsFirst()),
    index('outbox_to_created_idx').on(table.to, table.createdAt.desc().nullsFirst()),
  ],
);
