import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graceEndAfter, nextTermFrom } from '../src/platform/membership-lifecycle/lifecycle';
import { daysAfter, monthsAfter, yearsAfter } from '../src/lib/calendar';

const at = (iso: string) => new Date(iso);
const settings = { reminderDays: [30, 7, 1], graceDays: 7 };

/** The last day of a month on the UTC calendar (month 0 is January). */
const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

describe('calendar arithmetic on UTC instants', () => {
  it('a term that starts on 29 February ends on 28 February of the next year', () => {
    const term = nextTermFrom(at('2028-02-29T09:30:00.000Z'));
    expect(term.endsAt.toISOString()).toBe('2029-02-28T09:30:00.000Z');
    expect(yearsAfter(at('2028-02-29T00:00:00.000Z'), 1).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('a month after a month end is the end of the shorter next month', () => {
    expect(monthsAfter(at('2027-01-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(monthsAfter(at('2028-01-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
    expect(monthsAfter(at('2027-03-31T23:59:59.999Z'), 1).toISOString()).toBe(
      '2027-04-30T23:59:59.999Z',
    );
    expect(monthsAfter(at('2027-03-31T00:00:00.000Z'), -1).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });

  it('grace days are calendar days after the end of the term', () => {
    expect(graceEndAfter(at('2027-02-25T18:30:00.000Z'), settings).toISOString()).toBe(
      '2027-03-04T18:30:00.000Z',
    );
    expect(daysAfter(at('2027-12-31T23:00:00.000Z'), 1).toISOString()).toBe(
      '2028-01-01T23:00:00.000Z',
    );
  });

  it('any 12-month term ends on the same day and time the next year, or on the last day of February', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: at('1990-01-01T00:00:00.000Z'),
          max: at('2100-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (start) => {
          const end = nextTermFrom(start).endsAt;
          expect(end.getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
          expect(end.getUTCMonth()).toBe(start.getUTCMonth());
          expect(end.getUTCDate()).toBe(
            Math.min(start.getUTCDate(), lastDay(end.getUTCFullYear(), end.getUTCMonth())),
          );
          // The time of day is kept: the instant moves by whole UTC days.
          expect((end.getTime() - start.getTime()) % 86_400_000).toBe(0);
        },
      ),
    );
  });

  it('a month later keeps the day, or takes the last day of a shorter month', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: at('1990-01-01T00:00:00.000Z'),
          max: at('2100-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -36, max: 36 }),
        (start, months) => {
          const end = monthsAfter(start, months);
          const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
          expect(end.getUTCFullYear() * 12 + end.getUTCMonth()).toBe(monthIndex);
          expect(end.getUTCDate()).toBe(
            Math.min(start.getUTCDate(), lastDay(end.getUTCFullYear(), end.getUTCMonth())),
          );
          expect(end.getUTCHours()).toBe(start.getUTCHours());
          expect(end.getUTCMinutes()).toBe(start.getUTCMinutes());
        },
      ),
    );
  });
});
