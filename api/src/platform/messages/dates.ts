import type { Locale } from '@club/contract/locales';
import {
  formatIndianDate,
  formatIndianDateTime,
  formatMembershipEnd,
  type Instant,
} from '@club/contract/india-time/format';
import type { Locale as DateLocale } from 'date-fns';
import { enUS, gu, hi } from 'date-fns/locale';

/**
 * date-fns's names of months and of the time of day in each of the site's languages: the
 * same ones the site's pages use, so a member reads `5 दिस 2026` in a message as on the page.
 */
const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, hi, gu };

/** The day in India an instant falls on, for a message in `language`: `5 Dec 2026`, `5 दिस 2026`. */
export function messageDate(language: Locale, instant: Instant | null | undefined): string {
  return formatIndianDate(instant, DATE_LOCALES[language]);
}

/** A moment in India, for a message in `language`: `5 Dec 2026, 6:00 pm`. */
export function messageMoment(language: Locale, instant: Instant | null | undefined): string {
  return formatIndianDateTime(instant, DATE_LOCALES[language]);
}

/** A membership's last day of access, for a message in `language` (see `formatMembershipEnd`). */
export function messageMembershipEnd(language: Locale, end: Instant): string {
  return formatMembershipEnd(end, DATE_LOCALES[language]);
}
