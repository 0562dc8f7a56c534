import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { membershipTypes } from './reference';

export const MEMBERSHIP_STATUSES = ['pending', 'active', 'expired', 'cancelled'] as const;

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipTypes.id),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'memberships_status_check',
      sql`${table.status} in ('pending', 'active', 'expired', 'cancelled')`,
    ),
    index('memberships_company_idx').on(table.companyId, table.status),
    index('memberships_type_idx').on(table.membershipTypeId, table.status),
  ],
);
