import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@club/contract/notification-preferences';
import { CONSENT_KINDS, GRIEVANCE_STATUSES } from '@club/contract/privacy';
import { users } from './users';

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A user's optional consents as they stand: one row per kind once it was
 * first given; no row is "off" (every consent is off by default). The
 * directory reads it for each listed company's owner.
 */
export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('consents_kind_check', sql.raw(`kind in (${inList(CONSENT_KINDS)})`)),
    // The public directory asks "has this owner consented to `directory`?" for each company.
    index('consents_granted_kind_user_idx')
      .on(table.kind, table.userId)
      .where(sql`${table.granted}`),
  ],
);

/** Every change of a consent, never updated: who, which, on or off, under which notice, when. */
export const consentHistory = pgTable(
  'consent_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('consent_history_user_created_at_idx').on(table.userId, table.createdAt)],
);

/** Where a change of a WhatsApp opt-in came from. */
export const WHATSAPP_OPT_IN_SOURCES = ['account', 'stop-message'] as const;

/**
 * A member's WhatsApp opt-in as it stands: one number (proved by an SMS code,
 * +<country><number>), on or off, under which wording, since when. No row is
 * "never asked": WhatsApp is off by default.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    optedIn: boolean('opted_in').notNull(),
    wordingVersion: text('wording_version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    // A STOP from a number and the sender's check look the number up.
    index('whatsapp_opt_ins_phone_idx')
      .on(table.phone)
      .where(sql`${table.optedIn}`),
  ],
);

/** Every change of a WhatsApp opt-in, never updated, kept with the consents' history. */
export const whatsappOptInHistory = pgTable(
  'whatsapp_opt_in_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    optedIn: boolean('opted_in').notNull(),
    wordingVersion: text('wording_version').notNull(),
    source: text('source', { enum: WHATSAPP_OPT_IN_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    check(
      'whatsapp_opt_in_history_source_check',
      sql.raw(`source in (${inList(WHATSAPP_OPT_IN_SOURCES)})`),
    ),
    index('whatsapp_opt_in_history_user_created_at_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A member's notification channels as they chose them: one row per cell
 * (kind × channel) they ever changed; a cell without a row is at its default
 * (the contract's defaultCell). Fixed cells are never stored.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.channel] }),
    check(
      'notification_preferences_kind_check',
      sql.raw(`kind in (${inList(NOTIFICATION_KINDS)})`),
    ),
    check(
      'notification_preferences_channel_check',
      sql.raw(`channel in (${inList(NOTIFICATION_CHANNELS)})`),
    ),
  ],
);

/** Every change of a notification preference, never updated: who, which cell, on or off, when. */
export const notificationPreferenceHistory = pgTable(
  'notification_preference_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index('notification_preference_history_user_created_at_idx').on(table.userId, table.createdAt),
  ],
);

/** Numbers grievance references (GR-<year>-<number>) across years, never reused. */
export const grievanceReferenceSequence = pgSequence('grievance_reference_seq', {
  startWith: 1,
});

/** Grievances filed with the Grievance Officer, and their answers. */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** The signed-in user who filed it; null for a visitor (or once the account is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    check('grievances_status_check', sql.raw(`status in (${inList(GRIEVANCE_STATUSES)})`)),
    index('grievances_created_at_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('grievances_status_created_at_id_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
