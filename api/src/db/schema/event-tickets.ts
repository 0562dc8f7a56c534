import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceDetails } from './payments';
import { states } from './reference';
import { users } from './users';

/** A paid event staff publish; `cancelled` refunds every ticket and sells no more. */
export const paidEvents = pgTable(
  'paid_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    venue: text('venue'),
    /** The venue's city; null exactly when there is no venue (an event held only online). */
    city: text('city'),
    onlineUrl: text('online_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Tickets may be cancelled and refunded until this instant. */
    cancellationCutoffAt: timestamp('cancellation_cutoff_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['on-sale', 'cancelled'] })
      .notNull()
      .default('on-sale'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('paid_events_status_check', sql`${table.status} in ('on-sale', 'cancelled')`),
    check(
      'paid_events_place_check',
      sql`${table.venue} is not null or ${table.onlineUrl} is not null`,
    ),
    check('paid_events_city_check', sql`(${table.venue} is null) = (${table.city} is null)`),
    check('paid_events_cutoff_check', sql`${table.cancellationCutoffAt} <= ${table.startsAt}`),
    index('paid_events_starts_idx').on(table.startsAt),
  ],
);

/**
 * A kind of seat at an event. Its row is locked (FOR UPDATE) by every change
 * of its seats (a hold, a payment, a cancellation, an offer), so capacity is
 * counted by one transaction at a time and never oversold.
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => paidEvents.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    /** Whole rupees before GST. */
    memberPrice: integer('member_price').notNull(),
    visitorPrice: integer('visitor_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('ticket_types_capacity_check', sql`${table.capacity} > 0`),
    check('ticket_types_price_check', sql`${table.memberPrice} > 0 and ${table.visitorPrice} > 0`),
    index('ticket_types_event_idx').on(table.eventId),
  ],
);

/**
 * One ticket being bought: the seat is held until `hold_expires_at` while it
 * is `pending`; the payment makes it `paid` once (its payment id is unique);
 * an unpaid hold becomes `expired`, and an order replaced by a newer one of
 * the same buyer and ticket type `replaced`. The amounts and the buyer's
 * billing details are fixed when the order is made.
 */
export const TICKET_ORDER_STATUSES = ['pending', 'paid', 'expired', 'replaced'] as const;
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    priceKind: text('price_kind', { enum: ['member', 'visitor'] }).notNull(),
    price: integer('price').notNull(),
    gst: integer('gst').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: TICKET_ORDER_STATUSES }).notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** The provider's order (`order_...`): webhooks and the checkout's callback name it. */
    providerOrderId: text('provider_order_id').unique(),
    /** The payment that paid it: unique, so one payment pays one order. */
    paymentId: text('payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    billingName: text('billing_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    billingStateId: integer('billing_state_id').references(() => states.id),
    country: text('country').notNull(),
    gstin: text('gstin'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('ticket_orders_total_check', sql`${table.total} = ${table.price} + ${table.gst}`),
    check(
      'ticket_orders_status_check',
      sql`${table.status} in ('pending', 'paid', 'expired', 'replaced')`,
    ),
    // The seats held now, and the sweeper's query of the holds that ran out.
    index('ticket_orders_pending_idx')
      .on(table.ticketTypeId, table.holdExpiresAt)
      .where(sql`${table.status} = 'pending'`),
    index('ticket_orders_user_idx').on(table.userId),
  ],
);

/** A seat paid for: one per paid order (the unique order id decides under racing calls). */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['valid', 'cancelled'] })
      .notNull()
      .default('valid'),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('tickets_status_check', sql`${table.status} in ('valid', 'cancelled')`),
    index('tickets_type_idx').on(table.ticketTypeId, table.status),
    index('tickets_user_idx').on(table.userId),
  ],
);

/**
 * The waitlist of a sold out ticket type, in the order people joined
 * (`position`). A freed seat is `offered` to the first `waiting` person until
 * `offer_expires_at`; accepting it starts an order (`accepted`); an offer not
 * taken in time is `expired` and the seat goes to the next. A user waits once
 * per ticket type.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;
export const ticketWaitlist = pgTable(
  'ticket_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: bigserial('position', { mode: 'number' }).notNull(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    check(
      'ticket_waitlist_status_check',
      sql`${table.status} in ('waiting', 'offered', 'accepted', 'expired', 'left')`,
    ),
    check(
      'ticket_waitlist_offer_check',
      sql`(${table.status} = 'offered') = (${table.offerExpiresAt} is not null)`,
    ),
    // Once per user and ticket type while waiting or offered a seat.
    uniqueIndex('ticket_waitlist_once_unique')
      .on(table.ticketTypeId, table.userId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('ticket_waitlist_queue_idx').on(table.ticketTypeId, table.status, table.position),
  ],
);

/**
 * The last serial of each ticket document series (`invoice`, `credit-note`)
 * and financial year: the row is bumped (and locked) in the transaction that
 * issues the document, so a rollback leaves no gap.
 */
export const ticketDocumentSerials = pgTable(
  'ticket_document_serials',
  {
    series: text('series', { enum: ['invoice', 'credit-note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/** GST tax invoices of ticket purchases (SAC 998596), one per paid order, kept as issued. */
export const ticketInvoices = pgTable(
  'ticket_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** `BBE/26-27/000001`: its own series, unique per financial year, at most 16 characters. */
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
    unique('ticket_invoices_year_serial_unique').on(table.financialYear, table.serial),
    check('ticket_invoices_number_length_check', sql`char_length(${table.number}) <= 16`),
    index('ticket_invoices_issued_idx').on(table.issuedAt),
  ],
);

/** What a ticket credit note says, kept as issued, with the invoice it reverses. */
export interface TicketCreditNoteDetails extends InvoiceDetails {
  invoiceNumber: string;
  invoiceIssuedAt: string;
  reason: string;
}

/** GST credit notes of cancelled tickets: each reverses its invoice in full. */
export const ticketCreditNotes = pgTable(
  'ticket_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => ticketInvoices.id, { onDelete: 'restrict' }),
    /** `ECN/26-27/000001`: its own series, unique per financial year, at most 16 characters. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    taxType: text('tax_type', { enum: ['cgst-sgst', 'igst'] }).notNull(),
    taxableValue: integer('taxable_value').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    details: jsonb('details').$type<TicketCreditNoteDetails>().notNull(),
  },
  (table) => [
    unique('ticket_credit_notes_year_serial_unique').on(table.financialYear, table.serial),
    check('ticket_credit_notes_number_length_check', sql`char_length(${table.number}) <= 16`),
    index('ticket_credit_notes_issued_idx').on(table.issuedAt),
  ],
);

/**
 * Ticket payments to give back, one row per payment (so never twice): a
 * cancelled ticket, or a payment that came after its seat had gone. Written
 * in the transaction that decided it; the provider is asked after it, and
 * again by the sweeper job until it accepts.
 */
export const ticketRefunds = pgTable(
  'ticket_refunds',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', {
      enum: ['cancelled', 'event-cancelled', 'no-seat', 'already-paid'],
    }).notNull(),
    refundId: text('refund_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    check('ticket_refunds_amount_check', sql`${table.amountPaise} > 0`),
    index('ticket_refunds_due_idx')
      .on(table.createdAt)
      .where(sql`${table.refundId} is null`),
  ],
);
