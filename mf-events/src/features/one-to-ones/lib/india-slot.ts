/**
 * The times of a 1-to-1 are typed in India's time, whatever the phone's zone:
 * a `datetime-local` field's value (`2026-12-03T10:30`) read as India's wall
 * clock. India keeps one offset all year.
 */
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 330 * 60_000;

/** `2026-12-03T10:30` (India) → the instant, ISO 8601 with India's offset; null when not a time. */
export function slotFromIndiaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00${INDIA_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The value of a `datetime-local` field for an instant, on India's wall clock. */
export function indiaInputOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
