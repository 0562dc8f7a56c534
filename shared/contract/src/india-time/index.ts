import { TZDate, tz } from '@date-fns/tz';
import { addMonths, addYears, endOfDay, isValid, parse, startOfMonth } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';
import { formatIndianMonth, INDIA_TIME_ZONE, indianDay } from '@club/contract/india-time/format';

/**
 * India's time, in one module. Here, India's calendar: where its days, months
 * and financial years begin, as instants; the club's periods (an overview's
 * month, an invoice's financial year, a refund's last day) are India's,
 * whatever the zone of the server. How a date is written is `./format`,
 * re-exported below; pages import `./format` alone, which never loads this
 * file's time zone library (only the API counts periods).
 */
export * from '@club/contract/india-time/format';

/**
 * A day as elapsed time, 24 hours, for durations counted in days (a session's
 * life, a lead's expiry). India has no daylight saving, so it is also the
 * length of every calendar day in India.
 */
export const DAY_MS = millisecondsInDay;

const inIndia = tz(INDIA_TIME_ZONE);

/** A plain Date of the instant: a TZDate writes its ISO string at its offset, a database column wants UTC. */
const instant = (date: Date): Date => new Date(date.getTime());

/** A period of India's calendar: [from, to) and its name. */
export interface IndiaPeriod {
  from: Date;
  to: Date;
  label: string;
}

/**
 * The month in India that an instant falls in, or the month named `2026-11`:
 * from its first midnight in India to the next month's, named `November 2026`.
 */
export function indiaMonthOf(at: Date | string): IndiaPeriod {
  const first =
    typeof at === 'string'
      ? parse(at, 'yyyy-MM', new Date(0), { in: inIndia })
      : startOfMonth(at, { in: inIndia });
  return {
    from: instant(first),
    to: instant(addMonths(first, 1)),
    label: formatIndianMonth(first),
  };
}

/** The financial year (1 April to 31 March, in India) an instant falls in, named `2026-27`. */
export function indiaFinancialYearOf(at: Date): IndiaPeriod {
  const day = new TZDate(at, INDIA_TIME_ZONE);
  const start = day.getMonth() >= 3 ? day.getFullYear() : day.getFullYear() - 1;
  const from = new TZDate(start, 3, 1, INDIA_TIME_ZONE);
  return {
    from: instant(from),
    to: instant(addYears(from, 1)),
    label: `${String(start)}-${String((start + 1) % 100).padStart(2, '0')}`,
  };
}

/**
 * The last instant of a day in India named `2027-01-31` (23:59:59.999 there),
 * or null when the text is not a day of the calendar (`2027-02-30`).
 */
export function endOfIndianDay(day: string): Date | null {
  const start = parse(day, 'yyyy-MM-dd', new Date(0), { in: inIndia });
  if (!isValid(start) || indianDay(start) !== day) return null;
  return instant(endOfDay(start, { in: inIndia }));
}
