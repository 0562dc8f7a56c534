import { customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { outbox } from './outbox';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files an e-mail of the outbox carries (a tax invoice with its receipt),
 * written in the same transaction as the message and dropped once it is delivered.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('outbox_attachments_message_idx').on(table.messageId)],
);
