import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The local test provider's own tables (PAYMENTS=test), created by the
 * development kit's own migrations (drizzle-dev.config.ts, drizzle-dev/),
 * never by production's (decision 0019).
 */

/**
 * The local test provider's side of the payment: the orders it issued and
 * what happened to them, as Razorpay keeps them on its servers.
 */
export const TEST_CHECKOUT_ORDER_STATUSES = ['created', 'paid', 'failed'] as const;

export const testCheckoutOrders = pgTable(
  'test_checkout_orders',
  {
    id: text('id').primaryKey(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    status: text('status', { enum: TEST_CHECKOUT_ORDER_STATUSES }).notNull().default('created'),
    paymentId: text('payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'test_checkout_orders_status_check',
      sql`${table.status} in ('created', 'paid', 'failed')`,
    ),
  ],
);

/**
 * The refunds the local test provider made, as Razorpay keeps them: one per
 * payment (a second request for the same payment answers the first refund).
 */
export const testCheckoutRefunds = pgTable('test_checkout_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The local test provider's side of subscriptions, as Razorpay keeps them on
 * its servers: when it charges next and whether that charge succeeds (a test
 * or the development mailbox page chooses).
 */
export const TEST_SUBSCRIPTION_STATUSES = ['active', 'halted', 'cancelled'] as const;
export const TEST_CHARGE_OUTCOMES = ['succeed', 'fail'] as const;
export type TestChargeOutcome = (typeof TEST_CHARGE_OUTCOMES)[number];

export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Our notes, as the provider echoes them in its webhooks (the membership id). */
    membershipId: text('membership_id').notNull(),
    status: text('status', { enum: TEST_SUBSCRIPTION_STATUSES }).notNull().default('active'),
    chargeAt: timestamp('charge_at', { withTimezone: true }).notNull(),
    nextOutcome: text('next_outcome', { enum: TEST_CHARGE_OUTCOMES }).notNull().default('succeed'),
    paidCount: integer('paid_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'test_subscriptions_status_check',
      sql`${table.status} in ('active', 'halted', 'cancelled')`,
    ),
    check('test_subscriptions_outcome_check', sql`${table.nextOutcome} in ('succeed', 'fail')`),
    index('test_subscriptions_due_idx')
      .on(table.chargeAt)
      .where(sql`${table.status} = 'active'`),
  ],
);
