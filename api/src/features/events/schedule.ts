import { MEETING_HORIZON_WEEKS } from '@club/contract/events';
import type { ChapterRow } from './repository';

const DAY_MS = 86_400_000;
/** India keeps one offset all year (no daylight saving), so a chapter's time is this far from UTC. */
const INDIA_OFFSET = '+05:30';

/** The calendar date in India of an instant, `YYYY-MM-DD`. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The instant a chapter's meeting starts on a date in India. */
export function meetingStart(date: string, startTime: string): Date {
  return new Date(`${date}T${startTime}:00${INDIA_OFFSET}`);
}

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` date. */
function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The meetings a chapter's schedule gives from today (India's date) for the
 * next weeks: one on its weekday each week, at its place and time.
 */
export function scheduledMeetings(chapter: ChapterRow, now: Date) {
  const today = indiaDate(now);
  const start = new Date(`${today}T00:00:00Z`).getTime();
  const dates: string[] = [];
  for (let day = 0; day < MEETING_HORIZON_WEEKS * 7; day += 1) {
    const date = new Date(start + day * DAY_MS).toISOString().slice(0, 10);
    if (weekdayOf(date) === chapter.weekday) dates.push(date);
  }
  return dates.map((date) => {
    const startsAt = meetingStart(date, chapter.startTime);
    return {
      chapterId: chapter.id,
      scheduledFor: date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + chapter.durationMinutes * 60_000),
      venue: chapter.venue,
      address: chapter.address,
      agenda: chapter.agenda,
    };
  });
}
