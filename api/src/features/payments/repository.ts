import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { memberships } from '../../db/schema/memberships';
import {
  paymentOrders,
  paymentRefunds,
  paymentTransactions,
  type PaymentRefundReason,
  type PaymentStatus,
} from '../../db/schema/payments';
import { membershipTypes } from '../../db/schema/reference';

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

export async function companyOwner(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ owner: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.owner ?? null;
}

export async function findMembershipType(db: Database, id: number) {
  const [row] = await db.select().from(membershipTypes).where(eq(membershipTypes.id, id));
  return row ?? null;
}

export async function insertTransaction(
  db: Database,
  values: typeof paymentTransactions.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(paymentTransactions)
    .values(values)
    .returning({ id: paymentTransactions.id });
  if (!row) throw new Error('The purchase was not stored');
  return row.id;
}

/** A purchase of one of the user's companies; null for anyone else's. */
export async function findTransactionOfUser(db: Database, id: string, userId: string) {
  const [row] = await db
    .select({ transaction: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(companies, eq(companies.id, paymentTransactions.companyId))
    .where(and(eq(paymentTransactions.id, id), eq(companies.ownerUserId, userId)));
  return row?.transaction ?? null;
}

export async function insertOrder(db: Database, values: typeof paymentOrders.$inferInsert) {
  await db.insert(paymentOrders).values(values);
}

/** The order and its purchase, when `userId` (if given) owns the purchase's company. */
export async function findOrder(db: Database, orderId: string, userId?: string) {
  const [row] = await db
    .select({ order: paymentOrders, transaction: paymentTransactions })
    .from(paymentOrders)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentOrders.transactionId))
    .innerJoin(companies, eq(companies.id, paymentTransactions.companyId))
    .where(
      and(
        eq(paymentOrders.orderId, orderId),
        userId ? eq(companies.ownerUserId, userId) : undefined,
      ),
    );
  return row ?? null;
}

/**
 * Takes the company's row lock until the transaction ends: every payment for
 * the company (whichever purchase it pays) waits for the one before, so the
 * second sees the membership the first started. `NO KEY UPDATE` because only
 * payments need to take turns: rows that merely refer to the company are not
 * held up.
 */
export async function lockCompany(tx: Database, companyId: string): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
}

/** The order's captured payment has been recorded: the reconciliation leaves the order alone. */
export async function recordOrderPayment(
  tx: Database,
  orderId: string,
  paymentId: string,
): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ paymentId })
    .where(and(eq(paymentOrders.orderId, orderId), isNull(paymentOrders.paymentId)));
}

/**
 * Claims up to `limit` recent orders of `provider` without a recorded payment
 * whose check is due (the first `firstAfterMs` after the order was made),
 * skipping those another instance holds, and moves their next check on: every
 * `firstAfterMs`, doubling, at most `maxDelayMs` apart.
 */
export async function claimOrdersToReconcile(
  db: Database,
  claim: {
    provider: string;
    now: Date;
    firstAfterMs: number;
    withinMs: number;
    maxDelayMs: number;
    limit: number;
  },
) {
  const { now } = claim;
  const at = sql`${now.toISOString()}::timestamptz`;
  const first = sql`${`${String(claim.firstAfterMs)} milliseconds`}::interval`;
  const due = db
    .select({ orderId: paymentOrders.orderId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, claim.provider),
        isNull(paymentOrders.paymentId),
        gt(paymentOrders.createdAt, new Date(now.getTime() - claim.withinMs)),
        sql`coalesce(${paymentOrders.reconcileAt}, ${paymentOrders.createdAt} + ${first}) <= ${at}`,
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const delay = sql`least(
    ${first} * power(2, least(${paymentOrders.reconcileChecks}, 16)),
    ${`${String(claim.maxDelayMs)} milliseconds`}::interval
  )`;
  return db
    .update(paymentOrders)
    .set({
      reconcileChecks: sql`${paymentOrders.reconcileChecks} + 1`,
      reconcileAt: sql`${at} + ${delay}`,
    })
    .where(inArray(paymentOrders.orderId, due))
    .returning();
}

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Records that a payment is to be refunded, due at once; nothing when the
 * payment has a refund row already (it is refunded once).
 */
export async function recordRefundDue(
  tx: Database,
  refund: {
    paymentId: string;
    transactionId: string;
    amountPaise: number;
    reason: PaymentRefundReason;
    now: Date;
  },
): Promise<void> {
  await tx
    .insert(paymentRefunds)
    .values({
      paymentId: refund.paymentId,
      transactionId: refund.transactionId,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      createdAt: refund.now,
      nextAttemptAt: refund.now,
    })
    .onConflictDoNothing({ target: paymentRefunds.paymentId });
}

export async function findRefund(
  db: Database,
  paymentId: string,
): Promise<PaymentRefundRow | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return row ?? null;
}

/**
 * Claims refunds that are due and not yet made (one payment's, or the
 * oldest `limit`): their next attempt moves to `leaseUntil`, so no other
 * caller or instance asks the provider for them meanwhile.
 */
export async function claimDueRefunds(
  db: Database,
  claim: { now: Date; leaseUntil: Date; paymentId?: string; limit: number },
): Promise<PaymentRefundRow[]> {
  const due = db
    .select({ paymentId: paymentRefunds.paymentId })
    .from(paymentRefunds)
    .where(
      and(
        isNull(paymentRefunds.refundId),
        lte(paymentRefunds.nextAttemptAt, claim.now),
        claim.paymentId ? eq(paymentRefunds.paymentId, claim.paymentId) : undefined,
      ),
    )
    .orderBy(asc(paymentRefunds.nextAttemptAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1`, nextAttemptAt: claim.leaseUntil })
    .where(and(inArray(paymentRefunds.paymentId, due), isNull(paymentRefunds.refundId)))
    .returning();
}

/** The provider refused or did not answer: the refund is asked for again from `retryAt`. */
export async function retryRefundAt(db: Database, paymentId: string, retryAt: Date) {
  await db
    .update(paymentRefunds)
    .set({ nextAttemptAt: retryAt })
    .where(and(eq(paymentRefunds.paymentId, paymentId), isNull(paymentRefunds.refundId)));
}

/** Stores the provider's refund id; false when it was stored already. */
export async function storeRefundId(
  tx: Database,
  paymentId: string,
  refundId: string,
  refundedAt: Date,
): Promise<boolean> {
  const rows = await tx
    .update(paymentRefunds)
    .set({ refundId, refundedAt })
    .where(and(eq(paymentRefunds.paymentId, paymentId), isNull(paymentRefunds.refundId)))
    .returning({ paymentId: paymentRefunds.paymentId });
  return rows.length === 1;
}

/** Moves a purchase forward only: to `status` from one of the states before it. */
export async function advanceStatus(
  db: Database,
  id: string,
  status: Exclude<PaymentStatus, 'paid'>,
  from: readonly PaymentStatus[],
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ status })
    .where(and(eq(paymentTransactions.id, id), inArray(paymentTransactions.status, [...from])));
}

/**
 * Marks the purchase paid by this payment, unless it is paid already. Of
 * concurrent callers exactly one gets the row back: the update waits for the
 * other's commit and then finds the purchase paid.
 */
export async function claimPaid(
  tx: Database,
  id: string,
  paymentId: string,
  paidAt: Date,
): Promise<PaymentTransactionRow | null> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ status: 'paid', paymentId, paidAt })
    .where(and(eq(paymentTransactions.id, id), sql`${paymentTransactions.status} <> 'paid'`))
    .returning();
  return row ?? null;
}

export async function findTransaction(db: Database, id: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row ?? null;
}

export async function setMembership(tx: Database, id: string, membershipId: string) {
  await tx.update(paymentTransactions).set({ membershipId }).where(eq(paymentTransactions.id, id));
}

export async function insertActiveMembership(
  tx: Database,
  values: { companyId: string; membershipTypeId: number; startsAt: Date; endsAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(memberships)
    .values({ ...values, status: 'active', createdAt: values.startsAt })
    .returning({ id: memberships.id });
  if (!row) throw new Error('The membership was not stored');
  return row.id;
}

/** The company's pending membership of the plan becomes active for the term; its id, or null. */
export async function activatePendingMembership(
  tx: Database,
  values: { companyId: string; membershipTypeId: number; startsAt: Date; endsAt: Date },
): Promise<string | null> {
  const pending = tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, values.companyId),
        eq(memberships.membershipTypeId, values.membershipTypeId),
        eq(memberships.status, 'pending'),
      ),
    )
    .orderBy(asc(memberships.createdAt))
    .limit(1)
    .for('update');
  const [row] = await tx
    .update(memberships)
    .set({ status: 'active', startsAt: values.startsAt, endsAt: values.endsAt })
    .where(and(inArray(memberships.id, pending), eq(memberships.status, 'pending')))
    .returning({ id: memberships.id });
  return row?.id ?? null;
}

/**
 * A renewal charged by a subscription, stored already paid; null when this
 * payment id was recorded before (a second event about the same charge).
 */
export async function insertPaidCharge(
  tx: Database,
  values: typeof paymentTransactions.$inferInsert,
): Promise<PaymentTransactionRow | null> {
  const [row] = await tx
    .insert(paymentTransactions)
    .values({ ...values, status: 'paid' })
    .onConflictDoNothing({ target: paymentTransactions.paymentId })
    .returning();
  return row ?? null;
}

export async function membershipEnd(db: Database, membershipId: string): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: memberships.endsAt })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  return row?.endsAt ?? null;
}
