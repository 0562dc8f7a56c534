import { EVENT_MESSAGES, type CheckInResult } from '@club/contract/events';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { visitorInvitations } from '../../db/schema/visitors';

async function visitorTicketByCode(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(visitorInvitations)
    .where(
      and(eq(visitorInvitations.ticketCode, code), isNotNull(visitorInvitations.registeredAt)),
    );
  return row ?? null;
}

/** Records the visitor present; a second check-in keeps the first one's time. */
async function checkInVisitor(
  db: Database,
  id: string,
  staffId: string,
  now: Date,
): Promise<{ checkedInAt: Date; alreadyCheckedIn: boolean }> {
  const updated = await db
    .update(visitorInvitations)
    .set({ checkedInAt: now, checkedInBy: staffId })
    .where(and(eq(visitorInvitations.id, id), isNull(visitorInvitations.checkedInAt)))
    .returning({ checkedInAt: visitorInvitations.checkedInAt });
  const first = updated[0]?.checkedInAt;
  if (first) return { checkedInAt: first, alreadyCheckedIn: false };
  const [existing] = await db
    .select({ checkedInAt: visitorInvitations.checkedInAt })
    .from(visitorInvitations)
    .where(eq(visitorInvitations.id, id));
  if (!existing?.checkedInAt) throw new Error('The check-in was neither recorded nor found');
  return { checkedInAt: existing.checkedInAt, alreadyCheckedIn: true };
}

/** Members and visitors checked in at a meeting. */
async function presentAt(db: Database, meetingId: string): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*)::int from meeting_attendance where meeting_id = ${meetingId})
      + (select count(*)::int from visitor_invitations
         where meeting_id = ${meetingId} and checked_in_at is not null) as n`);
  // Both database drivers answer `{ rows }`.
  const { rows } = result as unknown as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
}

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * A registered visitor's ticket (invited by a member: the visitors feature),, checked in at the meeting's door on the same
 * page and with the same codes as members' tickets, by the same rules: a code
 * of another meeting or a cancelled meeting is a 409, and a second check-in
 * answers with the first one's time. Null when no visitor holds the code.
 */
export async function checkInVisitorTicket(
  db: Database,
  input: {
    meeting: { id: string; status: 'scheduled' | 'cancelled' };
    code: string;
    staffId: string;
    now: Date;
  },
): Promise<CheckInResult | null> {
  const ticket = await visitorTicketByCode(db, input.code);
  if (!ticket) return null;
  if (ticket.meetingId !== input.meeting.id) throw conflict(EVENT_MESSAGES.ticketForAnotherMeeting);
  if (input.meeting.status === 'cancelled') throw conflict(EVENT_MESSAGES.meetingCancelled);
  const result = await checkInVisitor(db, ticket.id, input.staffId, input.now);
  return {
    name: `${ticket.name} (visitor)`,
    company: ticket.businessName,
    checkedInAt: result.checkedInAt.toISOString(),
    alreadyCheckedIn: result.alreadyCheckedIn,
    checkedIn: await presentAt(db, input.meeting.id),
  };
}
