import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBERSHIP_STATES } from '@club/contract/membership';
import { companies } from './companies';
import { membershipTypes } from './reference';
import { users } from './users';

/**
 * A membership's stored state. It only moves forward: pending → active →
 * (renewal_due) → active for the next term, or lapsed; active → cancelled (at
 * the end of the paid term) → ended; any state → terminated by an admin. The
 * one step back is a resume: cancelled → active before the term ends. What a
 * reader sees is evaluated from this state and the dates (`effectiveState`),
 * so a late job never keeps a membership active past its end.
 */
export const MEMBERSHIP_STATUSES = MEMBERSHIP_STATES;
export type MembershipStatusValue = (typeof MEMBERSHIP_STATUSES)[number];

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
    /** The current term: it starts here and ends at `endsAt`; each renewal moves both on. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * A lower (or equally priced) plan the member chose for the next term:
     * the renewal switches to it and charges its price; null keeps the plan.
     */
    nextMembershipTypeId: integer('next_membership_type_id').references(() => membershipTypes.id),
    /** Set when a renewal charge failed: access continues until then. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** When auto-renewal was turned off (the member cancelled, or the provider did). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminationReason: text('termination_reason'),
    terminatedBy: uuid('terminated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * While a background job asks the provider for this membership's
     * subscription (outside a transaction), other instances leave it alone.
     */
    subscriptionClaimedUntil: timestamp('subscription_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'memberships_status_check',
      sql`${table.status} in ('pending', 'active', 'renewal_due', 'cancelled', 'ended', 'lapsed', 'terminated')`,
    ),
    index('memberships_company_idx').on(table.companyId, table.status),
    index('memberships_type_idx').on(table.membershipTypeId, table.status),
    // The lifecycle jobs' query: memberships that may still change, by their dates.
    index('memberships_lifecycle_idx')
      .on(table.status, table.endsAt)
      .where(sql`${table.status} in ('active', 'renewal_due', 'cancelled')`),
  ],
);

/**
 * Where the renewal charges come from: a subscription with the payment
 * provider (Razorpay, or the local test provider) on a yearly plan. `active`
 * will charge at the end of the term; `halted` failed to charge;
 * `cancel_requested` is to be cancelled with the provider by the background
 * job; `cancelled` will never charge again.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'halted', 'cancel_requested', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const membershipSubscriptions = pgTable(
  'membership_subscriptions',
  {
    /** The provider's subscription id (`sub_...`). */
    id: text('id').primaryKey(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** What each charge is, in paise, GST included: the plan's total when it was created. */
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    /** Where the member authorises the card mandate, until the provider says it is done. */
    authorisationUrl: text('authorisation_url'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'membership_subscriptions_status_check',
      sql`${table.status} in ('active', 'halted', 'cancel_requested', 'cancelled')`,
    ),
    // At most one subscription per membership that can still charge.
    uniqueIndex('membership_subscriptions_live_idx')
      .on(table.membershipId)
      .where(sql`${table.status} in ('active', 'halted')`),
    index('membership_subscriptions_cancel_idx')
      .on(table.status)
      .where(sql`${table.status} = 'cancel_requested'`),
  ],
);

/** The provider's plan of each membership type and yearly amount, created once. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    provider: text('provider').notNull(),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipTypes.id),
    amountPaise: integer('amount_paise').notNull(),
    planId: text('plan_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.membershipTypeId, table.amountPaise] })],
);

/**
 * The reminders and notices each membership was sent, one row per kind and
 * term: written in the transaction that queues the e-mail, so however many
 * instances run the job, and however often it restarts, each goes out once.
 */
export const membershipNotices = pgTable(
  'membership_notices',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** `renewal-reminder-30`, `charge-failed`, `cancelled`, `ended`, ... */
    kind: text('kind').notNull(),
    /** The end of the term the notice is about. */
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.membershipId, table.kind, table.termEndsAt] })],
);
