import { formatIndianDate } from '@club/contract/india-time/format';

/** India keeps one offset all year, so its wall clock is UTC plus 5:30. */
const INDIA_OFFSET_MS = 330 * 60_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `Thursday`, `7:30 am`: a meeting's weekday and start in India, whatever the phone's zone. */
export function meetingWeekdayAndTime(startsAt: string): { weekday: string; time: string } {
  const wall = new Date(new Date(startsAt).getTime() + INDIA_OFFSET_MS);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return { weekday: WEEKDAYS[wall.getUTCDay()] ?? '', time };
}

/** `Thursday 3 Dec 2026, 7:30 am` (India's time). */
export function meetingWhen(startsAt: string): string {
  const { weekday, time } = meetingWeekdayAndTime(startsAt);
  return `${weekday} ${formatIndianDate(startsAt)}, ${time}`;
}
