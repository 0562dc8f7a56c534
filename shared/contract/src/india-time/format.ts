import { format, subMilliseconds, type Locale as DateLocale } from 'date-fns';
import { localeOfPath, type Locale } from '@club/contract/locales';

/**
 * Every date the club shows a person (pages in every app, e-mails, PDFs, CSV
 * files) is written here, in India's time zone, whatever the zone of the
 * computer that formats it: a browser in California, a server in UTC. One
 * instant is one day everywhere. Nothing else calls `toLocaleDateString` or
 * `Intl.DateTimeFormat` for a date (a lint rule holds it). Pages import this
 * file alone (`@club/contract/india-time/format`): it stays free of the time
 * zone library that `./calendar` counts India's months and years with.
 */

/** The club's calendar: its days, and so a membership's last day, are India's. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India's clock runs at UTC+05:30 all year: it has had one offset and no daylight saving since 1945. */
const INDIA_OFFSET_MINUTES = 330;

/**
 * An instant that reads India's wall clock: what date-fns formats through `in`.
 * A fixed offset, added by hand instead of asking `@date-fns/tz` (as
 * `./calendar` does on the server): the library asks `Intl.DateTimeFormat` for
 * the zone's offset, even for a `+05:30` zone, and making that formatter loads
 * the time zone data, 250 to 600 ms of a slow phone's main thread on the first
 * date of every page. A test holds it equal to `Intl` and to `@date-fns/tz`.
 */
class IndiaClock extends Date {
  private wallClock(): Date {
    return new Date(this.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  }
  override getFullYear(): number {
    return this.wallClock().getUTCFullYear();
  }
  override getMonth(): number {
    return this.wallClock().getUTCMonth();
  }
  override getDate(): number {
    return this.wallClock().getUTCDate();
  }
  override getDay(): number {
    return this.wallClock().getUTCDay();
  }
  override getHours(): number {
    return this.wallClock().getUTCHours();
  }
  override getMinutes(): number {
    return this.wallClock().getUTCMinutes();
  }
  override getSeconds(): number {
    return this.wallClock().getUTCSeconds();
  }
  override getMilliseconds(): number {
    return this.wallClock().getUTCMilliseconds();
  }
  override getTimezoneOffset(): number {
    return -INDIA_OFFSET_MINUTES;
  }
  /** date-fns makes the dates it derives with this, so they read India's clock too. */
  [Symbol.for('constructDateFrom')](value: Date | number | string): IndiaClock {
    return new IndiaClock(value instanceof Date ? value.getTime() : value);
  }
}

const inIndia = (value: Date | number | string) =>
  new IndiaClock(value instanceof Date ? value.getTime() : value);

/**
 * An instant, as a Date, epoch milliseconds or the ISO 8601 string the API
 * sends. A bare calendar day (`2026-11-22`) reads as UTC midnight, which is
 * 05:30 the same day in India: it stays the day it names.
 */
export type Instant = Date | string | number;

/** One way to write a day, everywhere: `28 Nov 2027`. */
const DAY = 'd MMM yyyy';
/** The news carousel's own style, `Nov 28, 2027` (the rest of the site writes {@link DAY}). */
const US_DAY = 'MMM d, yyyy';
/** A moment: `27 Nov 2026, 2:05 pm`. */
const MOMENT = `${DAY}, h:mm aaa`;

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/**
 * The names of months and of the time of day in the page's language (date-fns's own
 * Hindi and Gujarati); digits stay the site's. English needs nothing loaded, so an English
 * page never fetches them.
 */
const DATE_LOCALES: Record<Exclude<Locale, 'en'>, () => Promise<DateLocale>> = {
  hi: () => import('date-fns/locale/hi').then((module) => module.hi),
  gu: () => import('date-fns/locale/gu').then((module) => module.gu),
};
let dateLocale: DateLocale | undefined;

/**
 * Writes every date of the page from now on in `language` (`28 नव 2027`): the shell calls
 * it once at boot, and the build before prerendering a page in that language, so both
 * write the same HTML. Resolves once the language's names are in.
 */
export async function setDateLanguage(language: Locale): Promise<void> {
  dateLocale = language === 'en' ? undefined : await DATE_LOCALES[language]();
}

// In a browser, the names of the page's language are fetched as soon as a page that writes
// dates loads this module (its URL says the language), so pages without dates never fetch
// them; the dates such a page shows come from the API, after they have arrived. (A page whose
// prerendered HTML has a date has the shell wait for them before it hydrates.)
if (typeof window !== 'undefined') {
  const language = localeOfPath(window.location.pathname);
  if (language !== 'en') setDateLanguage(language).catch(() => undefined);
}

/**
 * The instant formatted in India, or '' when it is missing or not a date; its names in
 * `locale`, else in the page's language.
 */
function inIndiaAs(
  instant: Instant | null | undefined,
  pattern: string,
  locale: DateLocale | undefined = dateLocale,
): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, pattern, { in: inIndia, ...(locale ? { locale } : {}) });
}

/**
 * The day in India on which an instant falls: 2027-11-28T20:00:00Z is
 * `29 Nov 2027`. Empty for a missing or invalid value. With `locale` (a date-fns locale:
 * what the API writes for a member in their language), its month is named in it.
 */
export function formatIndianDate(instant: Instant | null | undefined, locale?: DateLocale): string {
  return inIndiaAs(instant, DAY, locale ?? dateLocale);
}

/** The same day written US style, `Nov 29, 2027`: only the home page's news carousel uses it. */
export function formatIndianDateUS(instant: Instant | null | undefined): string {
  return inIndiaAs(instant, US_DAY);
}

/**
 * A moment in India: `29 Nov 2027, 1:30 am`. Empty for a missing or invalid value. With
 * `locale`, its month and time of day are named in it.
 */
export function formatIndianDateTime(
  instant: Instant | null | undefined,
  locale?: DateLocale,
): string {
  return inIndiaAs(instant, MOMENT, locale ?? dateLocale);
}

/** The month in India an instant falls in, `November 2027`; a `2027-11` month names itself. */
export function formatIndianMonth(instant: Instant): string {
  const value =
    typeof instant === 'string' && /^\d{4}-\d{2}$/.test(instant) ? `${instant}-15` : instant;
  return inIndiaAs(value, 'MMMM yyyy');
}

/** The same day as `2027-11-29`, the value of a date field and of a CSV file's date column. */
export function indianDay(instant: Instant): string {
  return format(toDate(instant), 'yyyy-MM-dd', { in: inIndia });
}

/**
 * A moment for a file a machine reads too (a CSV column): ISO 8601 at India's
 * offset, `2026-12-29T00:30:00+05:30`, so the day read first is India's.
 */
export function indianMoment(instant: Instant): string {
  return format(toDate(instant), "yyyy-MM-dd'T'HH:mm:ssXXX", { in: inIndia });
}

/**
 * A membership's access lasts until its end instant (the payment's moment 12
 * months on, or the end of a day staff chose) and no longer: its last day is
 * the day in India of the moment just before the end. That is the day every
 * place shows as "until", so an end at midnight in India is never shown as the
 * day on which the member no longer has access.
 */
const lastMoment = (end: Instant) => subMilliseconds(toDate(end), 1);

/** A membership's last day of access as `28 Nov 2027` (its month named in `locale`, if given). */
export function formatMembershipEnd(end: Instant, locale?: DateLocale): string {
  return formatIndianDate(lastMoment(end), locale);
}

/** A membership's last day of access as `2027-11-28`, the value of a date field. */
export function membershipLastDay(end: Instant): string {
  return indianDay(lastMoment(end));
}
