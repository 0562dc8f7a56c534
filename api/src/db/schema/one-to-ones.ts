import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

export const oneToOneStatus = pgEnum('one_to_one_status', [
  'proposed',
  'accepted',
  'declined',
  'cancelled',
]);

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A 1-to-1 between two member companies: one proposes up to three times, the
 * other accepts one of them (or declines); either may cancel before it; after
 * it, each side may log that it happened, with a note of its own.
 */
export const oneToOnes = pgTable(
  'one_to_ones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposerCompanyId: uuid('proposer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    proposerUserId: uuid('proposer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeCompanyId: uuid('invitee_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The times offered, in the order given (one to three). */
    slots: at('slots').array().notNull(),
    place: text('place').notNull(),
    message: text('message'),
    status: oneToOneStatus('status').notNull().default('proposed'),
    acceptedSlot: at('accepted_slot'),
    /** When it was accepted, declined or cancelled, and by which company. */
    answeredAt: at('answered_at'),
    answeredByCompanyId: uuid('answered_by_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    proposerNote: text('proposer_note'),
    proposerLoggedAt: at('proposer_logged_at'),
    inviteeNote: text('invitee_note'),
    inviteeLoggedAt: at('invitee_logged_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One open proposal from a company to another at a time.
    uniqueIndex('one_to_ones_open_pair_idx')
      .on(table.proposerCompanyId, table.inviteeCompanyId)
      .where(sql`${table.status} = 'proposed'`),
    // A company's 1-to-1s, newest first, from either side.
    index('one_to_ones_proposer_idx').on(table.proposerCompanyId, table.createdAt.desc()),
    index('one_to_ones_invitee_idx').on(table.inviteeCompanyId, table.createdAt.desc()),
  ],
);
