/** India's time zone (no daylight saving): months and days of documents are India's. */
export const INDIA_OFFSET = '+05:30';

/** The first instant of a month (`2026-11`) in India, and of the month after it. */
export function monthBounds(month: string): { from: Date; until: Date } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next =
    monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00${INDIA_OFFSET}`),
    until: new Date(`${next}-01T00:00:00${INDIA_OFFSET}`),
  };
}

/** `2026-11-27`: the calendar day of an instant in India. */
export { indianDay } from '@club/contract/format/india-date';
