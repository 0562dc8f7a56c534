import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS as KINDS, REFUND_REASONS } from '@club/contract/payment';
import { companies } from './companies';
import { memberships } from './memberships';
import { membershipTypes } from './reference';
import { users } from './users';

/**
 * A membership purchase. Its status only moves forward: created → ordered →
 * paid, with failed between ordered and paid (a failed attempt can still be
 * followed by a capture of the same order). `paid` is final.
 */
export const PAYMENT_STATUSES = ['created', 'ordered', 'failed', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a payment buys: a new membership (`purchase`), the next term of a
 * membership paid by hand (`renewal`), the next term charged by the
 * membership's subscription (`subscription`), or a higher plan for the rest of
 * the current term (`upgrade`).
 */
export const PAYMENT_KINDS = KINDS;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who chose the plan; the receipt goes to this user's e-mail address. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipTypes.id),
    /** Whole rupees, computed by the server from the plan: price, GST and their total. */
    price: integer('price').notNull(),
    gst: integer('gst').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('purchase'),
    /**
     * A renewal: the membership whose next term it pays, and the end of the
     * term it follows, as it was when the renewal was chosen. The payment
     * renews only while the membership still ends there, so one term is never
     * paid twice.
     */
    renewsMembershipId: uuid('renews_membership_id').references(() => memberships.id, {
      onDelete: 'cascade',
    }),
    renewsTermEndingAt: timestamp('renews_term_ending_at', { withTimezone: true }),
    /**
     * An upgrade: the plan the membership was on when it was priced. With the
     * membership (`renewsMembershipId`) and its term's end (`renewsTermEndingAt`)
     * it must be unchanged when the payment arrives, so an upgrade applies once
     * and only at the price that was charged.
     */
    upgradesFromTypeId: integer('upgrades_from_type_id').references(() => membershipTypes.id),
    /** The provider's payment id that paid it: unique, so one payment activates one membership. */
    paymentId: text('payment_id').unique(),
    membershipId: uuid('membership_id').references(() => memberships.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payment_transactions_status_check',
      sql`${table.status} in ('created', 'ordered', 'failed', 'paid')`,
    ),
    check('payment_transactions_total_check', sql`${table.total} = ${table.price} + ${table.gst}`),
    check(
      'payment_transactions_kind_check',
      sql`${table.kind} in ('purchase', 'renewal', 'subscription', 'upgrade')`,
    ),
    index('payment_transactions_company_idx').on(table.companyId, table.createdAt),
    index('payment_transactions_user_idx').on(table.userId),
    // The back office's list: every payment, newest first (by month and state too).
    index('payment_transactions_created_idx').on(table.createdAt, table.id),
  ],
);

/** Orders made with the payment provider for a purchase (a retry makes another). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id (`order_...`). */
    orderId: text('order_id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * The captured payment recorded for this order (by the checkout's
     * callback, a webhook or the reconciliation): the reconciliation no longer
     * asks the provider about it.
     */
    paymentId: text('payment_id'),
    /** How often the reconciliation has asked the provider about the order, and when it asks next. */
    reconcileChecks: integer('reconcile_checks').notNull().default(0),
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_orders_transaction_idx').on(table.transactionId),
    // The reconciliation's query: recent orders without a recorded payment.
    index('payment_orders_unconfirmed_idx')
      .on(table.createdAt)
      .where(sql`${table.paymentId} is null`),
  ],
);

/**
 * Why a payment is refunded: the plan is already active (`already-active`),
 * its purchase was paid by another payment (`already-paid`), a renewal by
 * hand came for a term that is no longer due (`renewal-not-due`), or a
 * subscription charged a term that is not due (`charge-not-due`).
 */
export const PAYMENT_REFUND_REASONS = REFUND_REASONS;
export type PaymentRefundReason = (typeof PAYMENT_REFUND_REASONS)[number];

/**
 * Payments to give back, one row per payment (its id is the key, so a payment
 * is never refunded twice). The row is written as due in the transaction that
 * found the payment not wanted; the refund is then asked of the provider
 * outside any transaction, and its id stored with the member's e-mail. A call
 * that failed (or whose answer was lost) is retried by the reconciliation job
 * from `next_attempt_at`.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** The provider's payment to refund. */
    paymentId: text('payment_id').primaryKey(),
    /** The purchase (or subscription charge) the payment was for; paid, without a membership. */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    /** In paise, GST included: the whole payment. */
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', { enum: PAYMENT_REFUND_REASONS }).notNull(),
    /** The provider's refund id (`rfnd_...`), once it accepted the refund. */
    refundId: text('refund_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When the refund may be asked for (again); a claim moves it on while the call runs. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'payment_refunds_reason_check',
      sql`${table.reason} in ('already-active', 'already-paid', 'renewal-not-due', 'charge-not-due', 'upgrade-not-due')`,
    ),
    check('payment_refunds_amount_check', sql`${table.amountPaise} > 0`),
    index('payment_refunds_transaction_idx').on(table.transactionId),
    index('payment_refunds_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.refundId} is null`),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last invoice serial of each financial year (`2026-27`); bumped under a row lock. */
export const invoiceSerials = pgTable('invoice_serials', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/** What an invoice says, kept as issued: it is a tax document and never changes. */
export interface InvoiceDetails {
  supplier: { name: string; address: string; gstin: string; stateName: string; stateCode: string };
  recipient: {
    name: string;
    address: string;
    stateName: string | null;
    stateCode: string | null;
    country: string;
    gstin: string | null;
  };
  placeOfSupply: string;
  sac: string;
  cgst: number;
  sgst: number;
  igst: number;
  amountInWords: string;
  paymentId: string;
  /** The membership term the payment bought, as ISO instants (invoices issued before it was kept have none). */
  membershipTerm?: { startsAt: string; endsAt: string };
}

/** GST tax invoices, one per paid purchase. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `BBC/26-27/000001`: unique per financial year, at most 16 characters. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    description: text('description').notNull(),
    taxType: text('tax_type', { enum: ['cgst-sgst', 'igst'] }).notNull(),
    taxableValue: integer('taxable_value').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    details: jsonb('details').$type<InvoiceDetails>().notNull(),
  },
  (table) => [
    unique('invoices_year_serial_unique').on(table.financialYear, table.serial),
    check('invoices_number_length_check', sql`char_length(${table.number}) <= 16`),
    index('invoices_company_issued_idx').on(table.companyId, table.issuedAt, table.id),
  ],
);

/** The last credit note serial of each financial year; bumped under a row lock like invoices'. */
export const creditNoteSerials = pgTable('credit_note_serials', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/** What a credit note says, kept as issued, with the invoice it reverses. */
export interface CreditNoteDetails extends Omit<InvoiceDetails, 'paymentId'> {
  invoiceNumber: string;
  invoiceIssuedAt: string;
  reason: string;
  paymentId: string;
  refundId: string;
}

/**
 * GST credit notes: a refund of an invoiced payment reverses its invoice in
 * full (taxable value and every tax), one credit note per invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `CN/26-27/000001`: its own series, unique per financial year, at most 16 characters. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    reason: text('reason').notNull(),
    taxType: text('tax_type', { enum: ['cgst-sgst', 'igst'] }).notNull(),
    taxableValue: integer('taxable_value').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    /** The admin who refunded the payment. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<CreditNoteDetails>().notNull(),
  },
  (table) => [
    unique('credit_notes_year_serial_unique').on(table.financialYear, table.serial),
    check('credit_notes_number_length_check', sql`char_length(${table.number}) <= 16`),
    index('credit_notes_issued_idx').on(table.issuedAt, table.id),
  ],
);

/**
 * An admin's refund of a payment, claimed before the provider is asked (one
 * row per purchase: a second request finds it and is refused). The claim
 * lasts until `claimed_until`; a refund whose request died may be claimed
 * again after it (the provider answers a repeated refund with the first).
 */
export const adminRefunds = pgTable('admin_refunds', {
  transactionId: uuid('transaction_id')
    .primaryKey()
    .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
  /** The provider's refund id, once the refund is made (with its credit note). */
  refundId: text('refund_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
});
