import fc from 'fast-check';
import {
  INDIA_TIME_ZONE,
  formatIndianDate,
  formatIndianDateTime,
  formatIndianDateUS,
  formatIndianMonth,
  formatMembershipEnd,
  indianDay,
  indianMoment,
  membershipLastDay,
  setDateLanguage,
} from '@club/contract/india-time';

describe("India's clock", () => {
  it('reads as Intl reads Asia/Kolkata, for any moment from 1970 to 2100', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: INDIA_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
      parts.find((candidate) => candidate.type === type)?.value;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (epoch) => {
        const parts = intl.formatToParts(new Date(epoch));
        const hour = Number(part(parts, 'hour'));
        const hour12 = hour % 12 === 0 ? 12 : hour % 12;
        const expected =
          `${part(parts, 'day')} ${part(parts, 'month')?.slice(0, 3)} ${part(parts, 'year')}, ` +
          `${hour12}:${part(parts, 'minute')} ${hour < 12 ? 'am' : 'pm'}`;
        expect(formatIndianDateTime(epoch)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a day in India', () => {
  it('is the day in Asia/Kolkata, also when UTC is still on the day before', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatIndianDate('2027-11-28T20:00:00Z')).toBe('29 Nov 2027');
    expect(formatIndianDate(new Date('2027-11-28T20:00:00Z'))).toBe('29 Nov 2027');
    expect(indianDay('2027-11-28T20:00:00Z')).toBe('2027-11-29');
    // 18:29:59 UTC is still 23:59:59 of the same day in India.
    expect(indianDay('2027-11-28T18:29:59Z')).toBe('2027-11-28');
  });

  it('keeps a bare calendar day the day it names', () => {
    expect(formatIndianDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatIndianDateUS('2026-11-22')).toBe('Nov 22, 2026');
  });

  it('writes the news carousel US style, on the same day in India', () => {
    expect(formatIndianDateUS('2027-11-28T20:00:00Z')).toBe('Nov 29, 2027');
  });

  it('writes a moment with its time of day in India', () => {
    expect(formatIndianDateTime('2026-11-27T08:35:00Z')).toBe('27 Nov 2026, 2:05 pm');
    expect(formatIndianDateTime('2026-12-28T19:00:00Z')).toBe('29 Dec 2026, 12:30 am');
  });

  it('names the month in India, or the month given', () => {
    expect(formatIndianMonth('2026-11-30T19:00:00Z')).toBe('December 2026');
    expect(formatIndianMonth('2026-11')).toBe('November 2026');
  });

  it("writes a moment for a CSV file at India's offset", () => {
    expect(indianMoment('2026-12-28T19:00:00Z')).toBe('2026-12-29T00:30:00+05:30');
  });

  it('is empty for a missing or invalid value', () => {
    expect(formatIndianDate('not a date')).toBe('');
    expect(formatIndianDate('')).toBe('');
    expect(formatIndianDate(null)).toBe('');
    expect(formatIndianDateTime(undefined)).toBe('');
    expect(formatIndianDateUS(null)).toBe('');
  });
});

describe('dates on a page in Hindi or Gujarati', () => {
  afterEach(() => setDateLanguage('en'));

  it('name the month and the time of day in the language, with the same digits and day', async () => {
    await setDateLanguage('hi');
    expect(formatIndianDate('2027-11-28T20:00:00Z')).toBe('29 नव 2027');
    expect(formatIndianMonth('2026-11')).toBe('नवंबर 2026');
    expect(formatIndianDateTime('2026-11-27T02:35:00Z')).toBe('27 नव 2026, 8:05 पूर्वाह्न');
    await setDateLanguage('gu');
    expect(formatIndianDate('2027-11-28T20:00:00Z')).toBe('29 નવે 2027');
    expect(formatMembershipEnd('2027-01-31T23:59:59.999+05:30')).toBe('31 જાન્યુ 2027');
    // What a machine reads stays as it was.
    expect(indianDay('2027-11-28T20:00:00Z')).toBe('2027-11-29');
    expect(indianMoment('2026-12-28T19:00:00Z')).toBe('2026-12-29T00:30:00+05:30');
  });

  it('start loading in a browser as soon as a page in the language first loads this module', async () => {
    // A member's page in Gujarati whose dates come from the API: nothing calls setDateLanguage.
    window.history.replaceState(null, '', '/gu/my-account');
    vi.resetModules();
    try {
      const fresh = await import('@club/contract/india-time/format');
      await vi.waitFor(() =>
        expect(fresh.formatIndianDate('2027-11-28T20:00:00Z')).toBe('29 નવે 2027'),
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('are English again once the page is', async () => {
    await setDateLanguage('gu');
    await setDateLanguage('en');
    expect(formatIndianDate('2027-11-28T20:00:00Z')).toBe('29 Nov 2027');
  });
});

describe("a membership's end", () => {
  it('is shown as its last day of access in India, as 29 Nov 2027', () => {
    // A term paid at 15:30 in India ends 12 months later at 15:30: that day is the last.
    expect(formatMembershipEnd('2027-11-29T10:00:00Z')).toBe('29 Nov 2027');
    expect(formatMembershipEnd('2027-11-28T20:00:00Z')).toBe('29 Nov 2027');
    expect(membershipLastDay('2027-11-28T20:00:00Z')).toBe('2027-11-29');
  });

  it('kept by staff until the end of a chosen day ends on that day', () => {
    expect(formatMembershipEnd('2027-01-31T23:59:59.999+05:30')).toBe('31 Jan 2027');
    expect(membershipLastDay('2027-01-31T23:59:59.999+05:30')).toBe('2027-01-31');
  });

  it('ending at midnight in India ends the day before (no access on the day it ends)', () => {
    expect(formatMembershipEnd('2027-11-29T00:00:00+05:30')).toBe('28 Nov 2027');
    expect(membershipLastDay('2027-11-29T00:00:00+05:30')).toBe('2027-11-28');
    expect(formatIndianDate('2027-11-29T00:00:00+05:30')).toBe('29 Nov 2027');
  });
});
