import { tz } from '@date-fns/tz';
import { format, subMilliseconds } from 'date-fns';

/** The club's calendar: its days, and so a membership's last day, are India's. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const inIndia = tz(INDIA_TIME_ZONE);

/** An instant, as a Date or as the ISO 8601 string the API sends. */
type Instant = Date | string;

/** `short`: `28 Nov 2027` (lists, tables, e-mail sentences); `long`: `28 November 2027` (letters, documents). */
export type IndianDateStyle = 'short' | 'long';

const PATTERNS: Record<IndianDateStyle, string> = {
  short: 'd MMM yyyy',
  long: 'd MMMM yyyy',
};

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/**
 * The day in India on which an instant falls, whatever the zone of the
 * computer that formats it: 2027-11-28T20:00:00Z is `29 Nov 2027`.
 */
export function formatIndianDate(instant: Instant, style: IndianDateStyle = 'short'): string {
  return format(toDate(instant), PATTERNS[style], { in: inIndia });
}

/** The same day as `2027-11-29`, the value of a date field. */
export function indianDay(instant: Instant): string {
  return format(toDate(instant), 'yyyy-MM-dd', { in: inIndia });
}

/**
 * A membership's access lasts until its end instant (the payment's moment 12
 * months on, or the end of a day staff chose) and no longer: its last day is
 * the day in India of the moment just before the end. That is the day every
 * place shows as "until", so an end at midnight in India is never shown as the
 * day on which the member no longer has access.
 */
const lastMoment = (end: Instant) => subMilliseconds(toDate(end), 1);

/** A membership's last day of access as `28 Nov 2027` (or `28 November 2027`, long). */
export function formatMembershipEnd(end: Instant, style: IndianDateStyle = 'short'): string {
  return formatIndianDate(lastMoment(end), style);
}

/** A membership's last day of access as `2027-11-28`, the value of a date field. */
export function membershipLastDay(end: Instant): string {
  return indianDay(lastMoment(end));
}
