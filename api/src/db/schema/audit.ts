import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@club/contract/audit';
import { users } from './users';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who changed what, and when. The actor's e-mail and the item's title are
 * copied so the entry still reads the same after the user or the item is gone.
 * A change nobody signed in made (a role from ADMIN_EMAILS, an operator's
 * command) has no actor id and names its source in `actor_email`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectTitle: text('subject_title').notNull(),
    /** Why, when the action needs a reason (a termination). */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'audit_log_action_check',
      sql.raw(`action in (${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`),
    ),
    index('audit_log_created_at_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('audit_log_subject_idx').on(table.subjectId),
    index('audit_log_actor_idx').on(table.actorId),
    // The trail of one admin, newest first.
    index('audit_log_actor_email_created_at_id_idx').on(
      table.actorEmail,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
