import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  defaultCell,
  fallbackSteps,
  fixedCell,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from '@club/contract/notification-preferences';

const everything = { mobileProved: true, whatsAppOptedIn: true };
const emailOnly = { mobileProved: false, whatsAppOptedIn: false };

describe('notification preferences', () => {
  it('keep a sign-in code and renewal notices on e-mail whatever was chosen', () => {
    const choices = { signInCodes: { email: false }, renewalNotices: { email: false } };
    for (const kind of ['signInCodes', 'renewalNotices'] as const) {
      expect(channelsFor(kind, { choices, reach: emailOnly, consented: true })).toEqual(['email']);
    }
  });

  it('use a channel only when the consent is given, the cell is on and the channel available', () => {
    const choices = { leadAlerts: { email: false } };
    expect(channelsFor('leadAlerts', { choices, reach: everything, consented: true })).toEqual([
      'whatsapp',
      'sms',
    ]);
    expect(channelsFor('leadAlerts', { choices, reach: everything, consented: false })).toEqual([]);
    expect(channelsFor('leadAlerts', { choices, reach: emailOnly, consented: true })).toEqual([]);
    // Responses to a member's leads have no consent: they are service messages.
    expect(
      channelsFor('leadResponses', { choices: {}, reach: emailOnly, consented: false }),
    ).toEqual(['email']);
  });

  it('default to e-mail everywhere, and SMS and WhatsApp for codes and lead alerts only', () => {
    const on = NOTIFICATION_KINDS.flatMap((kind) =>
      NOTIFICATION_CHANNELS.filter((channel) => defaultCell(kind, channel)).map(
        (channel) => `${kind} ${channel}`,
      ),
    );
    expect(on.sort()).toEqual(
      [
        'signInCodes whatsapp',
        'signInCodes sms',
        'signInCodes email',
        'leadAlerts whatsapp',
        'leadAlerts sms',
        'leadAlerts email',
        'leadResponses email',
        'renewalNotices email',
        'eventReminders email',
        'newsletter email',
      ].sort(),
    );
    expect(fixedCell('eventReminders', 'whatsapp')).toMatchObject({ on: false });
    expect(fixedCell('leadAlerts', 'whatsapp')).toBeNull();
  });

  it('keep SMS as WhatsApp’s stand-in in a fallback chain: without WhatsApp, e-mail alone', () => {
    expect(fallbackSteps(['whatsapp', 'sms', 'email'])).toEqual(['whatsapp', 'sms', 'email']);
    expect(fallbackSteps(['sms', 'email'])).toEqual(['email']);
    expect(fallbackSteps(['sms'])).toEqual(['sms']);
    expect(fallbackSteps([])).toEqual([]);
  });
});
