/**
 * A membership term paid at 01:30 in India on 29 November 2026: it ends at
 * 20:00 UTC on 28 November 2027, already the 29th in India but still the
 * 28th in UTC and on the US west coast. Shown in the wrong zone, its last day
 * reads a day early.
 */
export const TERM_ACROSS_MIDNIGHT = {
  startsAt: '2026-11-28T20:00:00.000Z',
  endsAt: '2027-11-28T20:00:00.000Z',
  /** Its last day of access in India, as the site writes it and as a date field's value. */
  lastDay: '29 Nov 2027',
  lastDayValue: '2027-11-29',
} as const;

/**
 * 19:00 UTC on 28 December 2026, 00:30 on the 29th in India: any date shown
 * of it (a grievance's answer-by day, an invoice's date) is the 29th.
 */
export const INSTANT_ACROSS_MIDNIGHT = {
  at: '2026-12-28T19:00:00.000Z',
  day: '29 Dec 2026',
  dayValue: '2026-12-29',
} as const;

/** The tests of the file (or of the describe block) run as on a computer on the US west coast, not in India's zone. */
export function runOutsideIndia(): void {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    // The stub took: the end's day in this zone is still the 28th.
    expect(new Date(TERM_ACROSS_MIDNIGHT.endsAt).getDate()).toBe(28);
  });
  afterAll(() => vi.unstubAllEnvs());
}
