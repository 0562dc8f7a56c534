import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MAILBOX_CHANNELS } from '../../adapters/message-sender';

/**
 * The development mailbox (DEV_MAILBOX=1): the messages that were "delivered"
 * without leaving this machine, readable at /dev/mailbox. Never used in production: the
 * development kit's own migrations create it (drizzle-dev/, decision 0019).
 */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    /** In delivery order: the mailbox lists the newest first. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: MAILBOX_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('dev_mailbox_channel_check', sql`${table.channel} in ('email', 'sms', 'whatsapp')`),
    index('dev_mailbox_to_idx').on(table.to, table.id),
  ],
);
