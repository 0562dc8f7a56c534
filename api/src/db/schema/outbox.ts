import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WhatsAppTemplate } from '../../adapters/whatsapp/whatsapp-sender';

export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** What WhatsApp's status webhooks say of a message after it was handed over. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

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
    /** WhatsApp: the template and its parameters; null once delivered or given up, like `text`. */
    whatsappTemplate: jsonb('whatsapp_template').$type<{
      template: WhatsAppTemplate;
      parameters: string[];
    }>(),
    /**
     * One message offered on several channels (WhatsApp, then SMS, then e-mail):
     * its rows share the group and are tried in `fallbackStep` order, each once.
     */
    fallbackGroup: uuid('fallback_group'),
    fallbackStep: smallint('fallback_step'),
    /** A later step of a group: it has no delivery job until the step before it failed. */
    held: boolean('held').notNull().default(false),
    /** WhatsApp: the message id the Cloud API gave (`wamid.…`), which its status webhooks name. */
    providerMessageId: text('provider_message_id'),
    /** WhatsApp: the furthest status its webhooks reported (a late `sent` never undoes `read`). */
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('outbox_channel_check', sql`${table.channel} in ('email', 'sms', 'whatsapp')`),
    check(
      'outbox_delivery_status_check',
      sql`${table.deliveryStatus} in ('sent', 'delivered', 'read', 'failed')`,
    ),
    uniqueIndex('outbox_fallback_group_step_unique')
      .on(table.fallbackGroup, table.fallbackStep)
      .where(sql`${table.fallbackGroup} is not null`),
    uniqueIndex('outbox_provider_message_id_unique')
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    index('outbox_created_idx').on(table.createdAt.desc().nullsFirst()),
    index('outbox_to_created_idx').on(table.to, table.createdAt.desc().nullsFirst()),
  ],
);
