import { describe, expect, it } from 'vitest';
import { businessDaysBefore, reminderDueAt } from '../src/features/visitors/business-days';

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

  it("is due at 09:00 India time, by India's date even for a meeting just after midnight", () => {
    expect(reminderDueAt(meetingOn('2026-12-07')).toISOString()).toBe('2026-12-03T03:30:00.000Z');
    // 00:30 on Wednesday in India is still Tuesday in UTC: India's Wednesday counts.
    const justAfterMidnight = new Date('2026-12-09T00:30:00+05:30');
    expect(businessDaysBefore(justAfterMidnight, 2)).toBe('2026-12-07');
  });
});
