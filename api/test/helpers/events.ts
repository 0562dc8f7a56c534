import type { Database } from '../../src/db/database';
import { paidEvents, ticketOrders, ticketTypes, tickets } from '../../src/db/schema/event-tickets';
import { chapterMembers, chapters, meetingRsvps, meetings } from '../../src/db/schema/events';

const HOUR = 3_600_000;

/** A chapter meeting on Thursdays at 07:30 in Pune, unless told otherwise. */
export async function insertChapter(
  db: Database,
  values: Partial<typeof chapters.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(chapters)
    .values({
      name: 'Pune Central',
      city: 'Pune',
      venue: 'Hotel Shreyas',
      address: '1242 Apte Road, Deccan Gymkhana, Pune',
      weekday: 4,
      startTime: '07:30',
      agenda: 'Introductions, member presentations, referrals',
      ...values,
    })
    .returning({ id: chapters.id });
  if (!row) throw new Error('No chapter');
  return row.id;
}

/** A one-off meeting of a chapter starting at `startsAt` (two hours long). */
export async function insertMeeting(
  db: Database,
  chapterId: string,
  startsAt: Date,
  values: Partial<typeof meetings.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(meetings)
    .values({
      chapterId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      venue: 'Hotel Shreyas',
      address: '1242 Apte Road, Deccan Gymkhana, Pune',
      agenda: 'Introductions',
      ...values,
    })
    .returning({ id: meetings.id });
  if (!row) throw new Error('No meeting');
  return row.id;
}

/** A member's Yes with its ticket code, stored directly. */
export async function insertTicket(
  db: Database,
  meetingId: string,
  userId: string,
  ticketCode: string,
): Promise<void> {
  await db.insert(meetingRsvps).values({ meetingId, userId, answer: 'yes', ticketCode });
}

export async function joinChapter(db: Database, userId: string, chapterId: string): Promise<void> {
  await db.insert(chapterMembers).values({ userId, chapterId });
}

/**
 * A paid event starting at `startsAt` with one valid ticket held by `userId`,
 * written straight to the tables (the purchase itself is event-tickets.test.ts's).
 */
export async function insertPaidTicket(
  db: Database,
  userId: string,
  startsAt: Date,
  issuedAt: Date,
): Promise<string> {
  const [event] = await db
    .insert(paidEvents)
    .values({
      title: 'Export Finance Summit',
      description: 'Letters of credit and GST refunds on exports.',
      venue: 'Hotel Express, Alkapuri, Vadodara',
      city: 'Vadodara',
      startsAt,
      cancellationCutoffAt: new Date(startsAt.getTime() - 48 * HOUR),
    })
    .returning({ id: paidEvents.id });
  if (!event) throw new Error('No event');
  const [type] = await db
    .insert(ticketTypes)
    .values({
      eventId: event.id,
      name: 'Delegate',
      capacity: 10,
      memberPrice: 1000,
      visitorPrice: 1500,
    })
    .returning({ id: ticketTypes.id });
  if (!type) throw new Error('No ticket type');
  const [order] = await db
    .insert(ticketOrders)
    .values({
      ticketTypeId: type.id,
      userId,
      priceKind: 'member',
      price: 1000,
      gst: 180,
      total: 1180,
      status: 'paid',
      holdExpiresAt: issuedAt,
      paidAt: issuedAt,
      billingName: 'Buyer',
      billingAddress: 'Vadodara',
      country: 'IN',
    })
    .returning({ id: ticketOrders.id });
  if (!order) throw new Error('No order');
  await db.insert(tickets).values({ orderId: order.id, ticketTypeId: type.id, userId, issuedAt });
  return event.id;
}
