import type { LiveSession, SessionStatus } from '../data/session-types';

/** The text of a session's button (spec 001 'Continuous Education'). */
export function sessionButtonLabel(status: SessionStatus): string {
  if (status === 'live') return 'Join Live Session';
  if (status === 'upcoming') return 'Join When Live';
  return 'View Recording';
}

/** The status shown on the card. */
export function sessionStatusLabel(status: SessionStatus): string {
  if (status === 'live') return 'Live';
  if (status === 'upcoming') return 'Upcoming';
  return 'Recorded';
}

/** How the participant count reads for the session's status. */
export function participantsLabel(session: Pick<LiveSession, 'participants' | 'status'>): string {
  if (session.status === 'live') return `${session.participants} watching`;
  if (session.status === 'upcoming') return `${session.participants} registered`;
  return `${session.participants} views`;
}

/**
 * The placeholder message a session button shows: no meeting link exists yet.
 * A live session has already begun, so it cannot promise a link "before the
 * session": it promises one now, to join while it runs.
 */
export function meetingLinkMessage(session: Pick<LiveSession, 'title' | 'status'>): string {
  if (session.status === 'live') {
    return `The meeting link for "${session.title}" will be provided to you by e-mail right away: the session is live now, so you can join while it runs.`;
  }
  if (session.status === 'upcoming') {
    return `The meeting link for "${session.title}" will be provided to you by e-mail before the session.`;
  }
  return `The recording of "${session.title}" will be provided to you by e-mail.`;
}

/** Up to two initials of a name, for the instructor's avatar ("CA Rohan Shah" gives "RS"). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word.length > 0 && !/^(CA|Dr\.?|Mr\.?|Ms\.?|Mrs\.?)$/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
