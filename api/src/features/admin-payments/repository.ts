import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPaymentState } from '@club/contract/admin-payments';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { memberships } from '../../db/schema/memberships';
import {
  adminRefunds,
  creditNotes,
  creditNoteSerials,
  invoices,
  paymentOrders,
  paymentRefunds,
  paymentTransactions,
} from '../../db/schema/payments';
import { membershipTypes } from '../../db/schema/reference';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The provider's refund of the payment made automatically (it was not needed), if any. */
const automaticRefundId = sql<
  string | null
>`(select ${paymentRefunds.refundId} from ${paymentRefunds}
  where ${paymentRefunds.paymentId} = ${paymentTransactions.paymentId} and ${paymentRefunds.refundId} is not null)`;

/** The last order made with the provider for the payment. */
const lastOrderId = sql<string | null>`(select ${paymentOrders.orderId} from ${paymentOrders}
  where ${paymentOrders.transactionId} = ${paymentTransactions.id}
  order by ${paymentOrders.createdAt} desc limit 1)`;

const paidMembershipId = sql`coalesce(${paymentTransactions.membershipId}, ${paymentTransactions.renewsMembershipId})`;

/** Whether any payment made for the purchase is refunded automatically (its own, or a second one). */
const anyAutomaticRefund = sql`exists (select 1 from ${paymentRefunds}
  where ${paymentRefunds.transactionId} = ${paymentTransactions.id})`;

/** Which rows show as each state (see ADMIN_PAYMENT_STATES). */
function stateCondition(state: AdminPaymentState): SQL | undefined {
  const refunded = or(isNotNull(creditNotes.id), anyAutomaticRefund);
  switch (state) {
    case 'created':
      return inArray(paymentTransactions.status, ['created', 'ordered']);
    case 'failed':
      return eq(paymentTransactions.status, 'failed');
    case 'refunded':
      return refunded;
    case 'paid':
      return and(
        eq(paymentTransactions.status, 'paid'),
        isNull(creditNotes.id),
        sql`${automaticRefundId} is null`,
      );
  }
}

function selectPayments(db: Database) {
  return db
    .select({
      transaction: paymentTransactions,
      companyName: companies.name,
      planName: membershipTypes.name,
      orderId: lastOrderId,
      automaticRefundId,
      invoice: { id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt },
      creditNote: {
        id: creditNotes.id,
        number: creditNotes.number,
        issuedAt: creditNotes.issuedAt,
        refundId: sql<string>`${creditNotes.details}->>'refundId'`,
      },
      membershipEndsAt: memberships.endsAt,
    })
    .from(paymentTransactions)
    .innerJoin(companies, eq(companies.id, paymentTransactions.companyId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, paymentTransactions.membershipTypeId))
    .leftJoin(invoices, eq(invoices.transactionId, paymentTransactions.id))
    .leftJoin(creditNotes, eq(creditNotes.transactionId, paymentTransactions.id))
    .leftJoin(memberships, sql`${memberships.id} = ${paidMembershipId}`);
}

export type AdminPaymentRow = NonNullable<Awaited<ReturnType<typeof findAdminPayment>>>;

/** Every payment, newest first, in a state and a period when given. */
export function listAdminPayments(
  db: Database,
  filter: { state?: AdminPaymentState; from?: Date; until?: Date },
  position: CursorPosition | null,
  limit: number,
) {
  const keys = { createdAt: paymentTransactions.createdAt, id: paymentTransactions.id };
  return selectPayments(db)
    .where(
      and(
        filter.state ? stateCondition(filter.state) : undefined,
        filter.from ? gte(paymentTransactions.createdAt, filter.from) : undefined,
        filter.until ? lt(paymentTransactions.createdAt, filter.until) : undefined,
        afterPosition(keys, position),
      ),
    )
    .orderBy(...newestFirst(keys))
    .limit(rowsForPage(limit));
}

/**
 * Every payment captured for these purchases besides the one that paid each:
 * the ones refunded automatically (with the purchase they were for), and the
 * orders whose payment was recorded (to show the order each payment paid).
 */
export async function findCapturedPayments(db: Database, transactionIds: string[]) {
  if (transactionIds.length === 0) return { refunds: [], orders: [] };
  const refunds = await db
    .select({
      transactionId: paymentRefunds.transactionId,
      paymentId: paymentRefunds.paymentId,
      amountPaise: paymentRefunds.amountPaise,
      reason: paymentRefunds.reason,
      refundId: paymentRefunds.refundId,
      createdAt: paymentRefunds.createdAt,
      refundedAt: paymentRefunds.refundedAt,
    })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.transactionId, transactionIds));
  const orders = await db
    .select({ orderId: paymentOrders.orderId, paymentId: paymentOrders.paymentId })
    .from(paymentOrders)
    .where(
      and(inArray(paymentOrders.transactionId, transactionIds), isNotNull(paymentOrders.paymentId)),
    );
  return { refunds, orders };
}

export type CapturedPaymentRows = Awaited<ReturnType<typeof findCapturedPayments>>;

export async function findAdminPayment(db: Database, id: string) {
  const [row] = await selectPayments(db).where(eq(paymentTransactions.id, id)).limit(1);
  return row ?? null;
}

/**
 * Claims the admin refund of a purchase: true when this caller may make it.
 * Another caller's claim holds until it is done (its refund id stored) or
 * its lease is over (its request died before the refund was recorded).
 */
export async function claimAdminRefund(
  tx: Database,
  transactionId: string,
  now: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(adminRefunds)
    .values({ transactionId, claimedUntil: leaseUntil, createdAt: now })
    .onConflictDoUpdate({
      target: adminRefunds.transactionId,
      set: { claimedUntil: leaseUntil },
      setWhere: and(isNull(adminRefunds.refundId), lt(adminRefunds.claimedUntil, now)),
    })
    .returning({ transactionId: adminRefunds.transactionId });
  return rows.length === 1;
}

/** A claim whose provider call failed: the refund may be asked for again at once. */
export async function releaseAdminRefund(db: Database, transactionId: string): Promise<void> {
  await db
    .delete(adminRefunds)
    .where(and(eq(adminRefunds.transactionId, transactionId), isNull(adminRefunds.refundId)));
}

/** Records the provider's refund on the claim; false when it was recorded already. */
export async function completeAdminRefund(
  tx: Database,
  transactionId: string,
  refundId: string,
): Promise<boolean> {
  const rows = await tx
    .update(adminRefunds)
    .set({ refundId })
    .where(and(eq(adminRefunds.transactionId, transactionId), isNull(adminRefunds.refundId)))
    .returning({ transactionId: adminRefunds.transactionId });
  return rows.length === 1;
}

/**
 * The next credit note serial of a financial year: the upsert holds the
 * year's row lock until the transaction ends, so concurrent refunds get
 * consecutive serials and a rolled-back one leaves no gap (as invoices).
 */
export async function nextCreditNoteSerial(tx: Database, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteSerials)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: creditNoteSerials.financialYear,
      set: { lastSerial: sql`${creditNoteSerials.lastSerial} + 1` },
    })
    .returning({ serial: creditNoteSerials.lastSerial });
  if (!row) throw new Error('No credit note serial');
  return row.serial;
}

export async function insertCreditNote(
  tx: Database,
  values: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  if (!row) throw new Error('The credit note was not stored');
  return row;
}

export async function findCreditNote(db: Database, id: string): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id)).limit(1);
  return row ?? null;
}

export async function findInvoiceOfTransaction(db: Database, transactionId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.transactionId, transactionId))
    .limit(1);
  return row ?? null;
}

/** The purchase's row, locked until the transaction ends (refunds of one payment take turns). */
export async function lockTransaction(tx: Database, id: string) {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .for('update');
  return row ?? null;
}
