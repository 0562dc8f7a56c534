import {
  formatIndianDate,
  formatMembershipEnd,
  indianDay,
  membershipLastDay,
} from '@club/contract/format/india-date';

describe('a day in India', () => {
  it('is the day in Asia/Kolkata, also when UTC is still on the day before', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatIndianDate('2027-11-28T20:00:00Z')).toBe('29 Nov 2027');
    expect(formatIndianDate(new Date('2027-11-28T20:00:00Z'), 'long')).toBe('29 November 2027');
    expect(indianDay('2027-11-28T20:00:00Z')).toBe('2027-11-29');
    // 18:29:59 UTC is still 23:59:59 of the same day in India.
    expect(indianDay('2027-11-28T18:29:59Z')).toBe('2027-11-28');
  });
});

describe("a membership's end", () => {
  it('is shown as its last day of access in India, in the short and the long style', () => {
    // A term paid at 15:30 in India ends 12 months later at 15:30: that day is the last.
    expect(formatMembershipEnd('2027-11-29T10:00:00Z')).toBe('29 Nov 2027');
    expect(formatMembershipEnd('2027-11-29T10:00:00Z', 'long')).toBe('29 November 2027');
    expect(formatMembershipEnd('2027-11-28T20:00:00Z')).toBe('29 Nov 2027');
    expect(membershipLastDay('2027-11-28T20:00:00Z')).toBe('2027-11-29');
  });

  it('kept by staff until the end of a chosen day ends on that day', () => {
    expect(formatMembershipEnd('2027-01-31T23:59:59.999+05:30', 'long')).toBe('31 January 2027');
    expect(membershipLastDay('2027-01-31T23:59:59.999+05:30')).toBe('2027-01-31');
  });

  it('ending at midnight in India ends the day before (no access on the day it ends)', () => {
    expect(formatMembershipEnd('2027-11-29T00:00:00+05:30')).toBe('28 Nov 2027');
    expect(membershipLastDay('2027-11-29T00:00:00+05:30')).toBe('2027-11-28');
    expect(formatIndianDate('2027-11-29T00:00:00+05:30')).toBe('29 Nov 2027');
  });
});
