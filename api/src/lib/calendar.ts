import { utc } from '@date-fns/utc';
import { addDays, addMonths, addYears } from 'date-fns';

/**
 * Calendar arithmetic on instants, counted on the UTC calendar whatever the
 * process's time zone (date-fns with the UTC context). A month or a year
 * later keeps the day of the month, or takes the month's last day when it has
 * no such day: 29 February plus a year is 28 February, 31 January plus a
 * month is the end of February. The results are plain `Date` instants.
 */
const plain = (date: Date): Date => new Date(date.getTime());

export const monthsAfter = (date: Date, months: number): Date =>
  plain(addMonths(date, months, { in: utc }));

export const yearsAfter = (date: Date, years: number): Date =>
  plain(addYears(date, years, { in: utc }));

export const daysAfter = (date: Date, days: number): Date =>
  plain(addDays(date, days, { in: utc }));

export const daysBefore = (date: Date, days: number): Date => daysAfter(date, -days);
