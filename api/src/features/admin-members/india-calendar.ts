import { formatIndianMonth } from '@club/contract/format/india-date';
/** India keeps one offset all year (UTC+05:30): months and financial years start at its midnight. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Year and month (1-12) of an instant on India's calendar. */
function indiaYearMonth(at: Date): { year: number; month: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/** Midnight in India on the first of the month (1-12), as an instant. */
function indiaMonthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);
}

/** The calendar month `at` falls in, in India: [from, to) and its name (`November 2026`). */
export function indiaMonthOf(at: Date): { from: Date; to: Date; label: string } {
  const { year, month } = indiaYearMonth(at);
  const label = formatIndianMonth(at);
  return { from: indiaMonthStart(year, month), to: indiaMonthStart(year, month + 1), label };
}

/** The financial year (April to March, India time) `at` falls in: [from, to) and `2026-27`. */
export function indiaFinancialYearOf(at: Date): { from: Date; to: Date; label: string } {
  const { year, month } = indiaYearMonth(at);
  const start = month >= 4 ? year : year - 1;
  return {
    from: indiaMonthStart(start, 4),
    to: indiaMonthStart(start + 1, 4),
    label: `${String(start)}-${String((start + 1) % 100).padStart(2, '0')}`,
  };
}
