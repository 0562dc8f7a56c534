import type { LiveSession, SessionStatus } from '../data/session-types';
import { translate } from '../i18n';

/** The text of a session's button (spec 001 'Continuous Education'). */
export function sessionButtonLabel(status: SessionStatus): string {
  if (status === 'live') return translate('marketing.continuousEducation.button.live');
  if (status === 'upcoming') return translate('marketing.continuousEducation.button.upcoming');
  return translate('marketing.continuousEducation.button.recording');
}

/** The status shown on the card. */
export function sessionStatusLabel(status: SessionStatus): string {
  if (status === 'live') return translate('marketing.continuousEducation.status.live');
  if (status === 'upcoming') return translate('marketing.continuousEducation.status.upcoming');
  return translate('marketing.continuousEducation.status.recording');
}

/** How the participant count reads for the session's status. */
export function participantsLabel(session: Pick<LiveSession, 'participants' | 'status'>): string {
  const values = { count: session.participants };
  if (session.status === 'live')
    return translate('marketing.continuousEducation.participants.live', values);
  if (session.status === 'upcoming')
    return translate('marketing.continuousEducation.participants.upcoming', values);
  return translate('marketing.continuousEducation.participants.recording', values);
}

/**
 * The placeholder message a session button shows: no meeting link exists yet.
 * A live session has already begun, so it cannot promise a link "before the
 * session": it promises one now, to join while it runs.
 */
export function meetingLinkMessage(session: Pick<LiveSession, 'title' | 'status'>): string {
  const values = { title: session.title };
  if (session.status === 'live') {
    return translate('marketing.continuousEducation.link.live', values);
  }
  if (session.status === 'upcoming') {
    return translate('marketing.continuousEducation.link.upcoming', values);
  }
  return translate('marketing.continuousEducation.link.recording', values);
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
