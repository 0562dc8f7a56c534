import type { Database } from '../../src/db/database';
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
