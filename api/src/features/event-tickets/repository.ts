import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  paidEvents,
  ticketCreditNotes,
  ticketDocumentSerials,
  ticketInvoices,
  ticketOrders,
  ticketRefunds,
  tickets,
  ticketTypes,
  ticketWaitlist,
} from '../../db/schema/event-tickets';
import { companies } from '../../db/schema/companies';
import { states } from '../../db/schema/reference';
import { users } from '../../db/schema/users';

export type PaidEventRow = typeof paidEvents.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type TicketOrderRow = typeof ticketOrders.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type TicketInvoiceRow = typeof ticketInvoices.$inferSelect;
export type TicketCreditNoteRow = typeof ticketCreditNotes.$inferSelect;
export type WaitlistRow = typeof ticketWaitlist.$inferSelect;
export type TicketRefundRow = typeof ticketRefunds.$inferSelect;

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} was not stored`);
  return row;
};

export async function insertEvent(tx: Database, values: typeof paidEvents.$inferInsert) {
  return one(await tx.insert(paidEvents).values(values).returning(), 'The event');
}

export async function insertTicketTypes(tx: Database, values: (typeof ticketTypes.$inferInsert)[]) {
  await tx.insert(ticketTypes).values(values);
}

export async function findEvent(db: Database, id: string): Promise<PaidEventRow | null> {
  const [row] = await db.select().from(paidEvents).where(eq(paidEvents.id, id));
  return row ?? null;
}

/** The event's row, locked until the transaction ends (changes of one event take turns). */
export async function lockEvent(tx: Database, id: string): Promise<PaidEventRow | null> {
  const [row] = await tx.select().from(paidEvents).where(eq(paidEvents.id, id)).for('update');
  return row ?? null;
}

export async function updateEvent(
  tx: Database,
  id: string,
  values: Partial<typeof paidEvents.$inferInsert>,
) {
  await tx.update(paidEvents).set(values).where(eq(paidEvents.id, id));
}

/** Events on sale that have not started, soonest first; every event for the back office. */
export function listEvents(db: Database, options: { upcomingFrom: Date } | { all: true }) {
  if ('all' in options) return db.select().from(paidEvents).orderBy(desc(paidEvents.startsAt));
  return db
    .select()
    .from(paidEvents)
    .where(and(eq(paidEvents.status, 'on-sale'), gt(paidEvents.startsAt, options.upcomingFrom)))
    .orderBy(asc(paidEvents.startsAt));
}

export function ticketTypesOf(db: Database, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, eventIds))
    .orderBy(asc(ticketTypes.createdAt), asc(ticketTypes.id));
}

export async function findTicketType(db: Database, id: string): Promise<TicketTypeRow | null> {
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row ?? null;
}

/**
 * The ticket type's row, locked until the transaction ends: every change of
 * its seats takes this lock first, so seats are counted by one at a time.
 */
export async function lockTicketType(tx: Database, id: string): Promise<TicketTypeRow | null> {
  const [row] = await tx.select().from(ticketTypes).where(eq(ticketTypes.id, id)).for('update');
  return row ?? null;
}

export async function updateTicketType(
  tx: Database,
  id: string,
  values: Partial<typeof ticketTypes.$inferInsert>,
) {
  await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, id));
}

/** Seats taken per ticket type: valid tickets, live holds and live waitlist offers. */
export async function seatsTaken(
  db: Database,
  ticketTypeIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  const taken = new Map<string, number>(ticketTypeIds.map((id) => [id, 0]));
  if (ticketTypeIds.length === 0) return taken;
  const add = (rows: { id: string; count: number }[]) => {
    for (const row of rows) taken.set(row.id, (taken.get(row.id) ?? 0) + row.count);
  };
  const count = sql<number>`count(*)::int`;
  add(
    await db
      .select({ id: tickets.ticketTypeId, count })
      .from(tickets)
      .where(and(inArray(tickets.ticketTypeId, ticketTypeIds), eq(tickets.status, 'valid')))
      .groupBy(tickets.ticketTypeId),
  );
  add(
    await db
      .select({ id: ticketOrders.ticketTypeId, count })
      .from(ticketOrders)
      .where(
        and(
          inArray(ticketOrders.ticketTypeId, ticketTypeIds),
          eq(ticketOrders.status, 'pending'),
          gt(ticketOrders.holdExpiresAt, now),
        ),
      )
      .groupBy(ticketOrders.ticketTypeId),
  );
  add(
    await db
      .select({ id: ticketWaitlist.ticketTypeId, count })
      .from(ticketWaitlist)
      .where(
        and(
          inArray(ticketWaitlist.ticketTypeId, ticketTypeIds),
          eq(ticketWaitlist.status, 'offered'),
          gt(ticketWaitlist.offerExpiresAt, now),
        ),
      )
      .groupBy(ticketWaitlist.ticketTypeId),
  );
  return taken;
}

/** Holds that ran out become `expired`: their seats are free again. */
export function expireHolds(tx: Database, now: Date, ticketTypeId?: string) {
  return tx
    .update(ticketOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(ticketOrders.status, 'pending'),
        lte(ticketOrders.holdExpiresAt, now),
        ticketTypeId ? eq(ticketOrders.ticketTypeId, ticketTypeId) : undefined,
      ),
    )
    .returning({ ticketTypeId: ticketOrders.ticketTypeId });
}

/** Offers not taken in time become `expired`: the seat goes to the next person. */
export function expireOffers(tx: Database, now: Date, ticketTypeId?: string) {
  return tx
    .update(ticketWaitlist)
    .set({ status: 'expired', offerExpiresAt: null })
    .where(
      and(
        eq(ticketWaitlist.status, 'offered'),
        lte(ticketWaitlist.offerExpiresAt, now),
        ticketTypeId ? eq(ticketWaitlist.ticketTypeId, ticketTypeId) : undefined,
      ),
    )
    .returning({ ticketTypeId: ticketWaitlist.ticketTypeId });
}

/** The ticket types with holds or offers that ran out (the sweeper settles each under its lock). */
export async function typesWithLapsedSeats(db: Database, now: Date): Promise<string[]> {
  const holds = await db
    .selectDistinct({ id: ticketOrders.ticketTypeId })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.status, 'pending'), lte(ticketOrders.holdExpiresAt, now)));
  const offers = await db
    .selectDistinct({ id: ticketWaitlist.ticketTypeId })
    .from(ticketWaitlist)
    .where(and(eq(ticketWaitlist.status, 'offered'), lte(ticketWaitlist.offerExpiresAt, now)));
  return [...new Set([...holds, ...offers].map((row) => row.id))];
}

/** The first people waiting for the ticket type, in the order they joined. */
export function nextWaiting(tx: Database, ticketTypeId: string, limit: number) {
  return tx
    .select({
      id: ticketWaitlist.id,
      userId: ticketWaitlist.userId,
      email: users.email,
      language: users.language,
    })
    .from(ticketWaitlist)
    .innerJoin(users, eq(users.id, ticketWaitlist.userId))
    .where(and(eq(ticketWaitlist.ticketTypeId, ticketTypeId), eq(ticketWaitlist.status, 'waiting')))
    .orderBy(asc(ticketWaitlist.position))
    .limit(limit);
}

export async function markOffered(tx: Database, id: string, offerExpiresAt: Date) {
  await tx
    .update(ticketWaitlist)
    .set({ status: 'offered', offerExpiresAt })
    .where(eq(ticketWaitlist.id, id));
}

export async function countWaiting(tx: Database, ticketTypeId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(ticketWaitlist)
    .where(
      and(eq(ticketWaitlist.ticketTypeId, ticketTypeId), eq(ticketWaitlist.status, 'waiting')),
    );
  return row?.count ?? 0;
}

/** Joins the waitlist; null when the user already waits (or holds an offer) for the ticket type. */
export async function insertWaitlistEntry(
  tx: Database,
  values: { ticketTypeId: string; userId: string; joinedAt: Date },
): Promise<WaitlistRow | null> {
  const [row] = await tx.insert(ticketWaitlist).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The user's live place (waiting or offered) for the ticket type. */
export async function liveWaitlistEntry(
  tx: Database,
  ticketTypeId: string,
  userId: string,
): Promise<WaitlistRow | null> {
  const [row] = await tx
    .select()
    .from(ticketWaitlist)
    .where(
      and(
        eq(ticketWaitlist.ticketTypeId, ticketTypeId),
        eq(ticketWaitlist.userId, userId),
        inArray(ticketWaitlist.status, ['waiting', 'offered']),
      ),
    );
  return row ?? null;
}

export async function findOffer(db: Database, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(ticketWaitlist)
    .where(and(eq(ticketWaitlist.id, id), eq(ticketWaitlist.userId, userId)));
  return row ?? null;
}

export async function setWaitlistStatus(
  tx: Database,
  id: string,
  status: WaitlistRow['status'],
): Promise<void> {
  await tx
    .update(ticketWaitlist)
    .set({ status, offerExpiresAt: null })
    .where(eq(ticketWaitlist.id, id));
}

/** The user's pending orders of the ticket type become `replaced` (their holds end). */
export async function replacePendingOrders(tx: Database, ticketTypeId: string, userId: string) {
  await tx
    .update(ticketOrders)
    .set({ status: 'replaced' })
    .where(
      and(
        eq(ticketOrders.ticketTypeId, ticketTypeId),
        eq(ticketOrders.userId, userId),
        eq(ticketOrders.status, 'pending'),
      ),
    );
}

export async function insertOrder(tx: Database, values: typeof ticketOrders.$inferInsert) {
  return one(await tx.insert(ticketOrders).values(values).returning(), 'The ticket order');
}

export async function setProviderOrder(db: Database, id: string, providerOrderId: string) {
  await db.update(ticketOrders).set({ providerOrderId }).where(eq(ticketOrders.id, id));
}

/** An order by the provider's order id; with `userId`, only that buyer's. */
export async function findOrderByProviderId(
  db: Database,
  providerOrderId: string,
  userId?: string,
): Promise<TicketOrderRow | null> {
  const [row] = await db
    .select()
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.providerOrderId, providerOrderId),
        userId ? eq(ticketOrders.userId, userId) : undefined,
      ),
    );
  return row ?? null;
}

export async function lockOrder(tx: Database, id: string): Promise<TicketOrderRow | null> {
  const [row] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, id)).for('update');
  return row ?? null;
}

export async function markOrderPaid(tx: Database, id: string, paymentId: string, paidAt: Date) {
  await tx
    .update(ticketOrders)
    .set({ status: 'paid', paymentId, paidAt })
    .where(eq(ticketOrders.id, id));
}

/** The ticket of a paid order; null when the order already has one (the unique order id decides). */
export async function insertTicket(
  tx: Database,
  values: typeof tickets.$inferInsert,
): Promise<TicketRow | null> {
  const [row] = await tx
    .insert(tickets)
    .values(values)
    .onConflictDoNothing({ target: tickets.orderId })
    .returning();
  return row ?? null;
}

export async function findTicketOfOrder(db: Database, orderId: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.orderId, orderId));
  return row ?? null;
}

export async function lockTicketOfUser(tx: Database, id: string, userId: string) {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function findTicketOfUser(db: Database, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)));
  return row ?? null;
}

export async function validTicketsOfEvent(db: Database, eventId: string) {
  return db
    .select({ id: tickets.id, userId: tickets.userId, ticketTypeId: tickets.ticketTypeId })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(and(eq(ticketTypes.eventId, eventId), eq(tickets.status, 'valid')))
    .orderBy(asc(tickets.ticketTypeId), asc(tickets.id));
}

export async function markTicketCancelled(tx: Database, id: string, now: Date) {
  await tx.update(tickets).set({ status: 'cancelled', cancelledAt: now }).where(eq(tickets.id, id));
}

/**
 * The next serial of a document series in a financial year. The upsert takes
 * the counter row's lock until the transaction ends, so concurrent documents
 * get different serials and a rolled-back one leaves no gap.
 */
export async function nextDocumentSerial(
  tx: Database,
  series: 'invoice' | 'credit-note',
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(ticketDocumentSerials)
    .values({ series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [ticketDocumentSerials.series, ticketDocumentSerials.financialYear],
      set: { lastSerial: sql`${ticketDocumentSerials.lastSerial} + 1` },
    })
    .returning({ serial: ticketDocumentSerials.lastSerial });
  if (!row) throw new Error('No ticket document serial');
  return row.serial;
}

export async function insertInvoice(tx: Database, values: typeof ticketInvoices.$inferInsert) {
  return one(await tx.insert(ticketInvoices).values(values).returning(), 'The ticket invoice');
}

export async function findInvoiceOfOrder(db: Database, orderId: string) {
  const [row] = await db.select().from(ticketInvoices).where(eq(ticketInvoices.orderId, orderId));
  return row ?? null;
}

export async function insertCreditNote(
  tx: Database,
  values: typeof ticketCreditNotes.$inferInsert,
) {
  return one(await tx.insert(ticketCreditNotes).values(values).returning(), 'The credit note');
}

/** A refund due; false when the payment already has one (a payment is refunded once). */
export async function insertRefundDue(
  tx: Database,
  values: typeof ticketRefunds.$inferInsert,
): Promise<boolean> {
  const rows = await tx.insert(ticketRefunds).values(values).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function findRefund(db: Database, paymentId: string) {
  const [row] = await db.select().from(ticketRefunds).where(eq(ticketRefunds.paymentId, paymentId));
  return row ?? null;
}

export function dueRefunds(db: Database, limit: number) {
  return db
    .select()
    .from(ticketRefunds)
    .where(isNull(ticketRefunds.refundId))
    .orderBy(asc(ticketRefunds.createdAt))
    .limit(limit);
}

export async function storeRefundId(db: Database, paymentId: string, refundId: string, now: Date) {
  await db
    .update(ticketRefunds)
    .set({ refundId, refundedAt: now })
    .where(and(eq(ticketRefunds.paymentId, paymentId), isNull(ticketRefunds.refundId)));
}

export async function stateName(db: Database, stateId: number): Promise<string | null> {
  const [row] = await db.select({ name: states.name }).from(states).where(eq(states.id, stateId));
  return row?.name ?? null;
}

export async function userOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      language: users.language,
      countryCode: users.countryCode,
      mobileNumber: users.mobileNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

/** A ticket with its event, type, order, invoice and credit note: what the buyer and staff see. */
function ticketDetails(db: Database) {
  return db
    .select({
      ticket: tickets,
      order: ticketOrders,
      type: ticketTypes,
      event: paidEvents,
      invoiceNumber: ticketInvoices.number,
      creditNoteNumber: ticketCreditNotes.number,
      buyerName: users.username,
      buyerEmail: users.email,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(paidEvents, eq(paidEvents.id, ticketTypes.eventId))
    .innerJoin(ticketInvoices, eq(ticketInvoices.orderId, ticketOrders.id))
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(ticketCreditNotes, eq(ticketCreditNotes.invoiceId, ticketInvoices.id));
}

export type TicketDetailsRow = Awaited<
  ReturnType<ReturnType<typeof ticketDetails>['execute']>
>[number];

export function ticketsOfUser(db: Database, userId: string) {
  return ticketDetails(db).where(eq(tickets.userId, userId)).orderBy(desc(tickets.issuedAt));
}

export async function ticketDetailsOf(db: Database, ticketId: string) {
  const [row] = await ticketDetails(db).where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** The invoice and credit note (if any) of a ticket, only when `userId` holds it. */
export async function documentsOfUserTicket(db: Database, ticketId: string, userId: string) {
  const [row] = await db
    .select({ invoice: ticketInvoices, creditNote: ticketCreditNotes })
    .from(tickets)
    .innerJoin(ticketInvoices, eq(ticketInvoices.orderId, tickets.orderId))
    .leftJoin(ticketCreditNotes, eq(ticketCreditNotes.invoiceId, ticketInvoices.id))
    .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)));
  return row ?? null;
}

export function salesOfEvent(db: Database, eventId: string) {
  return ticketDetails(db).where(eq(ticketTypes.eventId, eventId)).orderBy(asc(tickets.issuedAt));
}

export function waitlistOfUser(db: Database, userId: string) {
  return db
    .select({
      entry: ticketWaitlist,
      typeName: ticketTypes.name,
      eventId: paidEvents.id,
      eventTitle: paidEvents.title,
    })
    .from(ticketWaitlist)
    .innerJoin(ticketTypes, eq(ticketTypes.id, ticketWaitlist.ticketTypeId))
    .innerJoin(paidEvents, eq(paidEvents.id, ticketTypes.eventId))
    .where(eq(ticketWaitlist.userId, userId))
    .orderBy(desc(ticketWaitlist.joinedAt));
}

export async function eventOfTicketType(db: Database, ticketTypeId: string) {
  const [row] = await db
    .select({ event: paidEvents, type: ticketTypes })
    .from(ticketTypes)
    .innerJoin(paidEvents, eq(paidEvents.id, ticketTypes.eventId))
    .where(eq(ticketTypes.id, ticketTypeId));
  return row ?? null;
}

/** The billing details of the user's first company, if they have one. */
export async function firstCompanyBilling(db: Database, userId: string) {
  const [row] = await db
    .select({
      billingName: companies.billingName,
      billingAddress: companies.billingAddress,
      stateId: companies.stateId,
      country: companies.country,
      gstNumber: companies.gstNumber,
    })
    .from(companies)
    .where(eq(companies.ownerUserId, userId))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row ?? null;
}

/** The user's unpaid order of the ticket type whose hold still runs. */
export async function livePendingOrder(
  tx: Database,
  ticketTypeId: string,
  userId: string,
  now: Date,
): Promise<TicketOrderRow | null> {
  const [row] = await tx
    .select()
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.ticketTypeId, ticketTypeId),
        eq(ticketOrders.userId, userId),
        eq(ticketOrders.status, 'pending'),
        gt(ticketOrders.holdExpiresAt, now),
      ),
    );
  return row ?? null;
}

export async function endHold(db: Database, id: string, now: Date) {
  await db.update(ticketOrders).set({ holdExpiresAt: now }).where(eq(ticketOrders.id, id));
}
