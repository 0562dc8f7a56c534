import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';

/** The day a membership term starts, in India's calendar; a dash when it has not. */
export const termStartDay = (startsAt: string | null) =>
  startsAt ? formatIndianDate(startsAt) : '—';

/** A membership's (or its grace period's) last day of access; a dash when it has none. */
export const lastDayOfAccess = (endsAt: string | null) =>
  endsAt ? formatMembershipEnd(endsAt) : '—';
