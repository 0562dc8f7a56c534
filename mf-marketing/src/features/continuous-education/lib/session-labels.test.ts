import {
  initialsOf,
  meetingLinkMessage,
  participantsLabel,
  sessionButtonLabel,
  sessionStatusLabel,
} from './session-labels';

describe('session labels', () => {
  it('names the button after the status', () => {
    expect(sessionButtonLabel('live')).toBe('Join Live Session');
    expect(sessionButtonLabel('upcoming')).toBe('Join When Live');
    expect(sessionButtonLabel('recording')).toBe('View Recording');
  });

  it('labels the status and the participants', () => {
    expect(sessionStatusLabel('live')).toBe('Live');
    expect(sessionStatusLabel('recording')).toBe('Recorded');
    expect(participantsLabel({ participants: 86, status: 'live' })).toBe('86 watching');
    expect(participantsLabel({ participants: 12, status: 'upcoming' })).toBe('12 registered');
  });

  it('says that a meeting link will be provided: before an upcoming session, now for a live one', () => {
    expect(meetingLinkMessage({ title: 'GST basics', status: 'upcoming' })).toBe(
      'The meeting link for "GST basics" will be provided to you by e-mail before the session.',
    );
    const live = meetingLinkMessage({ title: 'GST basics', status: 'live' });
    expect(live).toBe(
      'The meeting link for "GST basics" will be provided to you by e-mail right away: the session is live now, so you can join while it runs.',
    );
    expect(live).not.toContain('before the session');
    expect(meetingLinkMessage({ title: 'GST basics', status: 'recording' })).toBe(
      'The recording of "GST basics" will be provided to you by e-mail.',
    );
  });

  it('takes initials without titles', () => {
    expect(initialsOf('Meera Joshi')).toBe('MJ');
    expect(initialsOf('CA Rohan Shah')).toBe('RS');
    expect(initialsOf('Dr. Anil Kumar Verma')).toBe('AV');
    expect(initialsOf('Madhuri')).toBe('M');
  });
});
