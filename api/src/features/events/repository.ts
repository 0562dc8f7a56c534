import { and, asc, count, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { RsvpAnswer } from '@club/contract/events';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import {
  chapterMembers,
  chapters,
  meetingAttendance,
  meetingRsvps,
  meetings,
} from '../../db/schema/events';
import { users } from '../../db/schema/users';

export type ChapterRow = typeof chapters.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect & {
  chapterName: string;
  city: string;
  going: number;
};
export type RsvpRow = typeof meetingRsvps.$inferSelect & { checkedInAt: Date | null };

/** A user's first company's name, as the directories show it. */
const companyName = sql<string | null>`(
  select ${companies.name} from ${companies}
  where ${companies.ownerUserId} = ${users.id}
  order by ${companies.createdAt}, ${companies.id} limit 1
)`;

const goingCount = sql<number>`(
  select count(*)::int from ${meetingRsvps}
  where ${meetingRsvps.meetingId} = ${meetings.id} and ${meetingRsvps.answer} = 'yes'
)`;

function meetingColumns() {
  return {
    id: meetings.id,
    kind: meetings.kind,
    chapterId: meetings.chapterId,
    scheduledFor: meetings.scheduledFor,
    startsAt: meetings.startsAt,
    endsAt: meetings.endsAt,
    venue: meetings.venue,
    address: meetings.address,
    agenda: meetings.agenda,
    status: meetings.status,
    note: meetings.note,
    createdAt: meetings.createdAt,
    chapterName: chapters.name,
    city: chapters.city,
    going: goingCount,
  };
}

export async function listChapters(db: Database): Promise<ChapterRow[]> {
  return db.select().from(chapters).orderBy(asc(chapters.city), asc(chapters.name));
}

export async function findChapter(db: Database, id: string): Promise<ChapterRow | null> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id));
  return row ?? null;
}

export async function insertChapter(
  db: Database,
  values: typeof chapters.$inferInsert,
): Promise<ChapterRow> {
  const [row] = await db.insert(chapters).values(values).returning();
  if (!row) throw new Error('The chapter was not added');
  return row;
}

export async function updateChapter(
  db: Database,
  id: string,
  values: Partial<typeof chapters.$inferInsert>,
): Promise<ChapterRow> {
  const [row] =
    Object.keys(values).length > 0
      ? await db.update(chapters).set(values).where(eq(chapters.id, id)).returning()
      : await db.select().from(chapters).where(eq(chapters.id, id));
  if (!row) throw new Error('No such chapter');
  return row;
}

/**
 * Removes a chapter's coming meetings that came from its schedule untouched:
 * scheduled, not started, no answer and no one-off change (a staff change
 * leaves its note). Returns how many coming meetings stay.
 */
export async function clearComingMeetings(
  db: Database,
  chapterId: string,
  now: Date,
): Promise<number> {
  const coming = and(eq(meetings.chapterId, chapterId), gt(meetings.startsAt, now));
  await db
    .delete(meetings)
    .where(
      and(
        coming,
        eq(meetings.status, 'scheduled'),
        isNull(meetings.note),
        sql`not exists (select 1 from ${meetingRsvps} where ${meetingRsvps.meetingId} = ${meetings.id})`,
      ),
    );
  const [row] = await db.select({ kept: count() }).from(meetings).where(coming);
  return row?.kept ?? 0;
}

/** Adds the meetings a schedule gives; a date that already has its meeting is left as it is. */
export async function insertScheduledMeetings(
  db: Database,
  rows: (typeof meetings.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(meetings)
    .values(rows)
    .onConflictDoNothing({ target: [meetings.chapterId, meetings.scheduledFor] });
}

/** Meetings between two instants, soonest first; a city narrows them. */
export async function listMeetings(
  db: Database,
  range: { from: Date; to: Date; city?: string | undefined; chapterId?: string | undefined },
): Promise<MeetingRow[]> {
  return db
    .select(meetingColumns())
    .from(meetings)
    .innerJoin(chapters, eq(chapters.id, meetings.chapterId))
    .where(
      and(
        gte(meetings.endsAt, range.from),
        lte(meetings.startsAt, range.to),
        range.city ? sql`lower(${chapters.city}) = lower(${range.city})` : undefined,
        range.chapterId ? eq(meetings.chapterId, range.chapterId) : undefined,
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(chapters.city));
}

export async function findMeeting(db: Database, id: string): Promise<MeetingRow | null> {
  const [row] = await db
    .select(meetingColumns())
    .from(meetings)
    .innerJoin(chapters, eq(chapters.id, meetings.chapterId))
    .where(eq(meetings.id, id));
  return row ?? null;
}

export async function updateMeeting(
  db: Database,
  id: string,
  change: Partial<typeof meetings.$inferInsert>,
): Promise<void> {
  await db.update(meetings).set(change).where(eq(meetings.id, id));
}

export async function attendeesOf(db: Database, meetingId: string) {
  return db
    .select({ name: users.username, company: companyName, answer: meetingRsvps.answer })
    .from(meetingRsvps)
    .innerJoin(users, eq(users.id, meetingRsvps.userId))
    .where(
      and(eq(meetingRsvps.meetingId, meetingId), inArray(meetingRsvps.answer, ['yes', 'maybe'])),
    )
    .orderBy(asc(meetingRsvps.answer), asc(users.username));
}

export async function chapterOfUser(db: Database, userId: string): Promise<ChapterRow | null> {
  const [row] = await db
    .select({ chapter: chapters })
    .from(chapterMembers)
    .innerJoin(chapters, eq(chapters.id, chapterMembers.chapterId))
    .where(eq(chapterMembers.userId, userId));
  return row?.chapter ?? null;
}

export async function setChapterOfUser(
  db: Database,
  userId: string,
  chapterId: string | null,
  now: Date,
): Promise<void> {
  if (chapterId === null) {
    await db.delete(chapterMembers).where(eq(chapterMembers.userId, userId));
    return;
  }
  await db
    .insert(chapterMembers)
    .values({ userId, chapterId, updatedAt: now })
    .onConflictDoUpdate({ target: chapterMembers.userId, set: { chapterId, updatedAt: now } });
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** E-mail addresses and names of a chapter's members, for a change of one of its meetings. */
export async function chapterRecipients(db: Database, chapterId: string) {
  return db
    .select({ email: users.email, name: users.username, language: users.language })
    .from(chapterMembers)
    .innerJoin(users, eq(users.id, chapterMembers.userId))
    .where(and(eq(chapterMembers.chapterId, chapterId), sql`${users.closedAt} is null`));
}

export async function findRsvp(
  db: Database,
  meetingId: string,
  userId: string,
): Promise<RsvpRow | null> {
  const [row] = await db
    .select({ rsvp: meetingRsvps, checkedInAt: meetingAttendance.checkedInAt })
    .from(meetingRsvps)
    .leftJoin(
      meetingAttendance,
      and(
        eq(meetingAttendance.meetingId, meetingRsvps.meetingId),
        eq(meetingAttendance.userId, meetingRsvps.userId),
      ),
    )
    .where(and(eq(meetingRsvps.meetingId, meetingId), eq(meetingRsvps.userId, userId)));
  return row ? { ...row.rsvp, checkedInAt: row.checkedInAt } : null;
}

export async function rsvpsOfUser(db: Database, userId: string, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  return db
    .select({ rsvp: meetingRsvps, checkedInAt: meetingAttendance.checkedInAt })
    .from(meetingRsvps)
    .leftJoin(
      meetingAttendance,
      and(
        eq(meetingAttendance.meetingId, meetingRsvps.meetingId),
        eq(meetingAttendance.userId, meetingRsvps.userId),
      ),
    )
    .where(and(eq(meetingRsvps.userId, userId), inArray(meetingRsvps.meetingId, meetingIds)));
}

/**
 * Saves an answer. The ticket code of a first answer stays with the answer
 * ever after, so a ticket already printed or e-mailed keeps working.
 */
export async function upsertRsvp(
  db: Database,
  row: { meetingId: string; userId: string; answer: RsvpAnswer; ticketCode: string; now: Date },
): Promise<void> {
  await db
    .insert(meetingRsvps)
    .values({
      meetingId: row.meetingId,
      userId: row.userId,
      answer: row.answer,
      ticketCode: row.ticketCode,
      answeredAt: row.now,
    })
    .onConflictDoUpdate({
      target: [meetingRsvps.meetingId, meetingRsvps.userId],
      set: { answer: row.answer, answeredAt: row.now },
    });
}

/** Marks the ticket e-mail as queued; false when it already was (it goes once). */
export async function claimTicketEmail(
  db: Database,
  meetingId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(meetingRsvps)
    .set({ ticketSentAt: now })
    .where(
      and(
        eq(meetingRsvps.meetingId, meetingId),
        eq(meetingRsvps.userId, userId),
        sql`${meetingRsvps.ticketSentAt} is null`,
      ),
    )
    .returning({ userId: meetingRsvps.userId });
  return claimed.length > 0;
}

export async function userContact(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.username, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function ticketByCode(db: Database, code: string) {
  const [row] = await db
    .select({
      meetingId: meetingRsvps.meetingId,
      userId: meetingRsvps.userId,
      answer: meetingRsvps.answer,
      name: users.username,
      company: companyName,
    })
    .from(meetingRsvps)
    .innerJoin(users, eq(users.id, meetingRsvps.userId))
    .where(eq(meetingRsvps.ticketCode, code));
  return row ?? null;
}

/**
 * Records a member present. Concurrent check-ins of one ticket meet at the
 * primary key: one inserts, the others read the first one's time.
 */
export async function recordAttendance(
  db: Database,
  row: { meetingId: string; userId: string; checkedInBy: string; now: Date },
): Promise<{ checkedInAt: Date; alreadyCheckedIn: boolean }> {
  const inserted = await db
    .insert(meetingAttendance)
    .values({
      meetingId: row.meetingId,
      userId: row.userId,
      checkedInAt: row.now,
      checkedInBy: row.checkedInBy,
    })
    .onConflictDoNothing()
    .returning({ checkedInAt: meetingAttendance.checkedInAt });
  if (inserted[0]) return { checkedInAt: inserted[0].checkedInAt, alreadyCheckedIn: false };
  const [existing] = await db
    .select({ checkedInAt: meetingAttendance.checkedInAt })
    .from(meetingAttendance)
    .where(
      and(eq(meetingAttendance.meetingId, row.meetingId), eq(meetingAttendance.userId, row.userId)),
    );
  if (!existing) throw new Error('The check-in was neither recorded nor found');
  return { checkedInAt: existing.checkedInAt, alreadyCheckedIn: true };
}

export async function checkInCount(db: Database, meetingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meetingAttendance)
    .where(eq(meetingAttendance.meetingId, meetingId));
  return row?.n ?? 0;
}

/**
 * A meeting counts as held once it has started (a cancelled one never), or
 * as soon as someone was checked in at it. Written as plain SQL with table
 * names, so the correlated subqueries cannot bind to the wrong table.
 */
function heldMeeting(now: Date) {
  return sql`m.status = 'scheduled' and (m.starts_at <= ${now.toISOString()}::timestamptz
    or exists (select 1 from meeting_attendance held where held.meeting_id = m.id))`;
}

/** Per chapter: its members, the meetings it held and their check-ins. */
export async function chapterAttendance(db: Database, now: Date) {
  const held = heldMeeting(now);
  return db
    .select({
      chapterId: chapters.id,
      name: chapters.name,
      city: chapters.city,
      members: sql<number>`(select count(*)::int from chapter_members cm where cm.chapter_id = "chapters"."id")`,
      meetingsHeld: sql<number>`(select count(*)::int from meetings m where m.chapter_id = "chapters"."id" and ${held})`,
      checkIns: sql<number>`(select count(*)::int from meeting_attendance a join meetings m on m.id = a.meeting_id where m.chapter_id = "chapters"."id")`,
    })
    .from(chapters)
    .orderBy(asc(chapters.city), asc(chapters.name));
}

/** Per member of a chapter: meetings attended, of those their chapter held or they attended. */
export async function memberAttendance(db: Database, now: Date) {
  const held = heldMeeting(now);
  return db
    .select({
      userId: users.id,
      name: users.username,
      company: companyName,
      chapterId: chapters.id,
      chapter: chapters.name,
      attended: sql<number>`(select count(*)::int from meeting_attendance a where a.user_id = "users"."id")`,
      held: sql<number>`(select count(*)::int from meetings m where ${held} and (m.chapter_id = "chapters"."id"
        or exists (select 1 from meeting_attendance mine where mine.meeting_id = m.id and mine.user_id = "users"."id")))`,
    })
    .from(chapterMembers)
    .innerJoin(users, eq(users.id, chapterMembers.userId))
    .innerJoin(chapters, eq(chapters.id, chapterMembers.chapterId))
    .orderBy(asc(chapters.name), asc(users.username));
}
