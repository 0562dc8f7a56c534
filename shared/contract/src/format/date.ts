type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A valid Date, or null. A bare `YYYY-MM-DD` is a calendar date and is formatted in UTC. */
function toDate(input: DateInput): { date: Date; timeZone?: string } | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  return typeof input === 'string' && DATE_ONLY.test(input.trim())
    ? { date, timeZone: 'UTC' }
    : { date };
}

function format(input: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string {
  const parsed = toDate(input);
  if (!parsed) return '';
  const zone = parsed.timeZone ? { timeZone: parsed.timeZone } : {};
  return new Intl.DateTimeFormat(locale, { ...options, ...zone }).format(parsed.date);
}

/** Indian style: `22 Nov 2026`. Empty for missing or invalid input. */
export function formatDateIN(iso: DateInput): string {
  return format(iso, 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** US style: `Nov 22, 2026`. Empty for missing or invalid input. */
export function formatDateUS(iso: DateInput): string {
  return format(iso, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The date written into the membership agreement: `22 November 2026`. */
export function formatAgreementDate(date: DateInput): string {
  return format(date, 'en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}
