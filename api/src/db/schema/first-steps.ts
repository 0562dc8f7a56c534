import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What the welcome checklist cannot read from other data: when the member
 * first opened Meet the Members, and when they put the checklist away.
 */
export const firstSteps = pgTable('first_steps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  metMembersAt: timestamp('met_members_at', { withTimezone: true }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
});
