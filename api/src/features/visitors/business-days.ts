import { indianDay } from '@club/contract/india-time/format';

const DAY_MS = 86_400_000;
/** The visitor's reminder goes from this time of India's morning on its day. */
const REMINDER_TIME_INDIA = '09:00';
/** How many working days before the meeting the reminder goes. */
export const REMINDER_BUSINESS_DAYS = 2;

/**
 * India's three national holidays, the same date every year (month-day):
 * Republic Day, Independence Day and Gandhi Jayanti. Only these count: state
 * and bank holidays differ from one state (and so one chapter) to the next.
 */
export const NATIONAL_HOLIDAYS: readonly string[] = ['01-26', '08-15', '10-02'];

/**
 * Monday to Friday, except a national holiday, is a working day; India's
 * date (`2027-01-26`) decides which day it is.
 */
export function isWorkingDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6 && !NATIONAL_HOLIDAYS.includes(date.slice(5));
}

function dayBefore(date: string): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The working day `count` working days before the meeting's day (India's
 * calendar): a Monday meeting's reminder day is the Thursday before, a
 * Thursday meeting's the Tuesday, and a national holiday on the way is skipped
 * like a Sunday.
 */
export function businessDaysBefore(meetingStartsAt: Date, count: number): string {
  let date = indianDay(meetingStartsAt);
  let left = count;
  while (left > 0) {
    date = dayBefore(date);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}

/** When a visitor's reminder for a meeting becomes due: 09:00 India time, two working days before. */
export function reminderDueAt(meetingStartsAt: Date): Date {
  const day = businessDaysBefore(meetingStartsAt, REMINDER_BUSINESS_DAYS);
  return new Date(`${day}T${REMINDER_TIME_INDIA}:00+05:30`);
}
