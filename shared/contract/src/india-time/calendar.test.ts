import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import {
  DAY_MS,
  endOfIndianDay,
  formatIndianDateTime,
  INDIA_TIME_ZONE,
  indiaFinancialYearOf,
  indiaMonthOf,
} from '@club/contract/india-time';

describe("India's calendar", () => {
  it('starts a month at midnight in India, also when UTC is still in the month before', () => {
    // 19:00 UTC on 30 November is 00:30 on 1 December in India.
    const month = indiaMonthOf(new Date('2026-11-30T19:00:00Z'));
    expect(month.from.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(month.to.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(month.label).toBe('December 2026');
  });

  it('reads a month named 2026-12 as the same month, and December runs into January', () => {
    expect(indiaMonthOf('2026-12')).toEqual(indiaMonthOf(new Date('2026-12-15T12:00:00Z')));
    expect(indiaMonthOf('2026-12').to.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('runs a financial year from 1 April to 31 March in India, named 2026-27', () => {
    const year = indiaFinancialYearOf(new Date('2026-11-23T10:00:00Z'));
    expect(year.from.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(year.to.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(year.label).toBe('2026-27');
    // 00:00 on 1 April in India opens the next year; the instant before is still March.
    expect(indiaFinancialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
    expect(indiaFinancialYearOf(new Date('2027-03-31T18:29:59Z')).label).toBe('2026-27');
    expect(indiaFinancialYearOf(new Date('2099-12-31T00:00:00Z')).label).toBe('2099-00');
  });

  it('ends a chosen day at 23:59:59.999 in India, and refuses a day the calendar lacks', () => {
    expect(endOfIndianDay('2027-01-31')?.toISOString()).toBe('2027-01-31T18:29:59.999Z');
    expect(endOfIndianDay('2027-02-30')).toBeNull();
    expect(endOfIndianDay('31 Jan 2027')).toBeNull();
  });

  it('counts a day as 24 hours: India keeps no daylight saving', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
    const year = indiaFinancialYearOf(new Date('2026-11-23T10:00:00Z'));
    expect((year.to.getTime() - year.from.getTime()) / DAY_MS).toBe(365);
  });

  it("gives the pages' clock the same wall time as @date-fns/tz, for any moment from 1970 to 2100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (epoch) => {
        const zoned = new TZDate(epoch, INDIA_TIME_ZONE);
        expect(formatIndianDateTime(epoch)).toBe(format(zoned, 'd MMM yyyy, h:mm aaa'));
      }),
      { numRuns: 500 },
    );
  });
});
