import { chapterMembers, chapters, meetingAttendance, meetings } from '../../db/schema/events';
import { demoId } from '../../db/demo-data/demo-id';
import type { DemoSeeder } from '../../db/demo-data/demo-seeder';
import { daysBefore } from '../../lib/calendar';
import { DEMO_ACCOUNTS, demoUserIds } from './users';

const AGENDA = [
  '07:30 Networking breakfast',
  '08:00 Introductions: one minute per member',
  '08:30 Member spotlight: a ten-minute talk',
  '08:45 Referrals and thank-you notes',
  '09:15 Close',
].join('\n');

/** Four chapters in the club's cities, one a weekday morning or evening each (India's time). */
export const DEMO_CHAPTERS = [
  {
    key: 'vadodara',
    name: 'Vadodara Alkapuri',
    city: 'Vadodara',
    venue: 'Alkapuri Business Centre, Hall 2',
    address: 'R.C. Dutt Road, Alkapuri, Vadodara, Gujarat 390007',
    weekday: 3,
    startTime: '07:30',
  },
  {
    key: 'ahmedabad',
    name: 'Ahmedabad SG Highway',
    city: 'Ahmedabad',
    venue: 'Sindhu Bhavan Conference Rooms',
    address: 'Sindhu Bhavan Marg, Bodakdev, Ahmedabad, Gujarat 380054',
    weekday: 4,
    startTime: '07:30',
  },
  {
    key: 'surat',
    name: 'Surat Diamond City',
    city: 'Surat',
    venue: 'Vesu Trade Centre, Level 3',
    address: 'VIP Road, Vesu, Surat, Gujarat 395007',
    weekday: 2,
    startTime: '18:30',
  },
  {
    key: 'pune',
    name: 'Pune Deccan',
    city: 'Pune',
    venue: 'Deccan Gymkhana Club, Banquet Hall',
    address: 'Bhandarkar Road, Deccan Gymkhana, Pune, Maharashtra 411004',
    weekday: 5,
    startTime: '07:30',
  },
] as const;

/**
 * The chapters, the demo member in Vadodara's, and one meeting of theirs last
 * week they attended (their scorecard counts it). The coming meetings are
 * generated from the schedules when a page first lists them.
 */
export const demoEventsSeeder: DemoSeeder = {
  name: 'events',
  async seed({ tx, now }) {
    await tx
      .insert(chapters)
      .values(
        DEMO_CHAPTERS.map(({ key, ...chapter }) => ({
          id: demoId(`chapter:${key}`),
          ...chapter,
          agenda: AGENDA,
        })),
      )
      .onConflictDoNothing();
    const userIdOf = await demoUserIds(tx, [DEMO_ACCOUNTS.member.email]);
    const member = userIdOf(DEMO_ACCOUNTS.member.email);
    const chapterId = demoId('chapter:vadodara');
    await tx.insert(chapterMembers).values({ userId: member, chapterId }).onConflictDoNothing();
    const pastId = demoId('meeting:vadodara:last-week');
    const startsAt = daysBefore(now, 7);
    await tx
      .insert(meetings)
      .values({
        id: pastId,
        chapterId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        venue: DEMO_CHAPTERS[0].venue,
        address: DEMO_CHAPTERS[0].address,
        agenda: AGENDA,
      })
      .onConflictDoNothing();
    await tx
      .insert(meetingAttendance)
      .values({ meetingId: pastId, userId: member, checkedInAt: startsAt })
      .onConflictDoNothing();
  },
};
