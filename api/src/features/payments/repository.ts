import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { memberships } from '../../db/schema/memberships';
import {
  paymentOrders,
  paymentTransactions,
  paymentWebhookEvents,
  type PaymentStatus,
} from '../../db/schema/payments';
import { membershipTypes, states } from '../../db/schema/reference';
import { users } from '../../db/schema/users';

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

/** Records a webhook event; false when it was handled before (a redelivery). */
export async function recordWebhookEvent(
  tx: Database,
  eventId: string,
  event: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId, event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length === 1;
}

/** What the invoice and the receipt need about the buyer, the company and the plan. */
export async function purchaseParties(db: Database, transaction: PaymentTransactionRow) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      countryCode: users.countryCode,
      mobileNumber: users.mobileNumber,
      billingName: companies.billingName,
      billingAddress: companies.billingAddress,
      country: companies.country,
      gstNumber: companies.gstNumber,
      stateName: states.name,
      planName: membershipTypes.name,
    })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .innerJoin(companies, eq(companies.id, paymentTransactions.companyId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, paymentTransactions.membershipTypeId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .where(eq(paymentTransactions.id, transaction.id));
  if (!row) throw new Error(`No parties for purchase ${transaction.id}`);
  return row;
}
