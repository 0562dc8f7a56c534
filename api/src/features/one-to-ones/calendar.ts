import { paths } from '@club/contract/site-pages';
import type { AppContext } from '../../app-context';
import { siteLink } from '../../lib/site-links';
import { icsEvent } from '../../platform/calendar-files/ics-event';
import type { OneToOneRow } from './repository';

/** A 1-to-1 is booked for an hour. */
const MINUTES = 60;

/** The accepted (or cancelled) 1-to-1 as a calendar file; the same uid each time. */
export function oneToOneCalendar(ctx: AppContext, row: OneToOneRow): string {
  if (!row.acceptedSlot) throw new Error('Only an agreed 1-to-1 has a calendar entry');
  return icsEvent({
    uid: `one-to-one-${row.id}@bizbridge.club`,
    start: row.acceptedSlot,
    minutes: MINUTES,
    title: `1-to-1: ${row.proposerName} and ${row.inviteeName}`,
    description: row.message ?? '1-to-1 between BizBridge Club members',
    location: row.place,
    url: siteLink(ctx.config, paths.oneToOnes()),
    cancelled: row.status === 'cancelled',
  });
}

export const oneToOneFileName = (row: OneToOneRow) => `one-to-one-${row.id.slice(0, 8)}.ics`;
