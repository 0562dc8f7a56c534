import { describe, expect, it } from 'vitest';
import {
  businessDaysBefore,
  isWorkingDay,
  reminderDueAt,
} from '../src/features/visitors/business-days';

/** A meeting at 07:30 India time on a date. */
const meetingOn = (date: string) => new Date(`${date}T07:30:00+05:30`);

describe("a visitor's reminder day", () => {
  it('is two working days before the meeting, skipping the weekend', () => {
    // 2026-12-07 is a Monday: Friday is one working day before, Thursday two.
    expect(businessDaysBefore(meetingOn('2026-12-07'), 2)).toBe('2026-12-03');
    // A Thursday meeting: the Tuesday.
    expect(businessDaysBefore(meetingOn('2026-12-10'), 2)).toBe('2026-12-08');
    // A Tuesday meeting: the Friday before.
    expect(businessDaysBefore(meetingOn('2026-12-08'), 2)).toBe('2026-12-04');
    // A Sunday meeting: Thursday (Friday is one, Saturday does not count).
    expect(businessDaysBefore(meetingOn('2026-12-13'), 2)).toBe('2026-12-10');
  });

  it("skips India's national holidays that fall on a working day", () => {
    // Thursday 28 January 2027: Wednesday the 27th is one; Tuesday the 26th is
    // Republic Day, so Monday the 25th is two.
    expect(businessDaysBefore(meetingOn('2027-01-28'), 2)).toBe('2027-01-25');
    // Wednesday 16 August 2028: Independence Day is the Tuesday before, so the
    // Monday is one and the Friday before it two.
    expect(businessDaysBefore(meetingOn('2028-08-16'), 2)).toBe('2028-08-11');
    // Monday 5 October 2026: Gandhi Jayanti is the Friday before; Thursday the
    // 1st is one, Wednesday 30 September two, due at 09:00 India time.
    expect(businessDaysBefore(meetingOn('2026-10-05'), 2)).toBe('2026-09-30');
    expect(reminderDueAt(meetingOn('2026-10-05')).toISOString()).toBe('2026-09-30T03:30:00.000Z');
  });

  it('changes nothing when a holiday falls on a weekend', () => {
    // Saturday 2 October 2027: Monday the 4th's reminder is still Thursday the
    // 30th of September, as for any Monday.
    expect(isWorkingDay('2027-10-02')).toBe(false);
    expect(businessDaysBefore(meetingOn('2027-10-04'), 2)).toBe('2027-09-30');
  });

  it('counts the days around a holiday as working days', () => {
    expect(isWorkingDay('2027-01-26')).toBe(false);
    expect(isWorkingDay('2027-01-25')).toBe(true);
    expect(isWorkingDay('2027-01-27')).toBe(true);
    expect(isWorkingDay('2028-08-15')).toBe(false);
    expect(isWorkingDay('2026-10-02')).toBe(false);
    expect(isWorkingDay('2026-10-01')).toBe(true);
  });

  it("is due at 09:00 India time, by India's date even for a meeting just after midnight", () => {
    expect(reminderDueAt(meetingOn('2026-12-07')).toISOString()).toBe('2026-12-03T03:30:00.000Z');
    // 00:30 on Wednesday in India is still Tuesday in UTC: India's Wednesday counts.
    const justAfterMidnight = new Date('2026-12-09T00:30:00+05:30');
    expect(businessDaysBefore(justAfterMidnight, 2)).toBe('2026-12-07');
  });
});
