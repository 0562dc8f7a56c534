import * as z from 'zod/mini';
import { timestampSchema } from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';
import type { ConsentKind } from '@club/contract/privacy';

/** The messages a member can choose channels for, in the order the table shows them. */
export const NOTIFICATION_KINDS = [
  'signInCodes',
  'leadAlerts',
  'leadResponses',
  'renewalNotices',
  'eventReminders',
  'newsletter',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The channels, in the order a message with fallback tries them: WhatsApp, then SMS, then e-mail. */
export const NOTIFICATION_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The columns as the table shows them: e-mail first, the channel everyone has. */
export const NOTIFICATION_CHANNEL_COLUMNS: readonly NotificationChannel[] = [
  'email',
  'sms',
  'whatsapp',
];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  signInCodes: 'Sign-in codes',
  leadAlerts: 'Lead alerts',
  leadResponses: 'Responses to my leads',
  renewalNotices: 'Renewal notices',
  eventReminders: 'Event reminders',
  newsletter: 'Newsletter',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** The accessible name of a cell's checkbox: "Lead alerts by WhatsApp". */
export function notificationCellLabel(
  kind: NotificationKind,
  channel: NotificationChannel,
): string {
  const channelName = channel === 'email' ? 'e-mail' : NOTIFICATION_CHANNEL_LABELS[channel];
  return `${NOTIFICATION_KIND_LABELS[kind]} by ${channelName}`;
}

/**
 * The consent that says whether a member wants a kind at all. The consent is
 * the legal switch; the preferences only choose channels for what it allows.
 * Kinds without one are service messages the member cannot refuse entirely.
 */
export const NOTIFICATION_KIND_CONSENT: Record<NotificationKind, ConsentKind | null> = {
  signInCodes: null,
  leadAlerts: 'leadAlerts',
  leadResponses: null,
  renewalNotices: null,
  eventReminders: 'eventReminders',
  newsletter: 'newsletter',
};

/** A cell the member cannot change, and why: always on, or not offered on that channel. */
export interface FixedCell {
  on: boolean;
  reason: string;
}

const NOT_ON_WHATSAPP = 'Only sign-in codes and lead alerts can come on WhatsApp.';

/**
 * The cells nobody can change. A sign-in code always goes by e-mail, so it
 * can always reach the member; renewal notices are service messages about a
 * paid membership and its tax invoice, so they always go by e-mail and only
 * there; the newsletter is an e-mail, switched on and off with its consent.
 */
export function fixedCell(kind: NotificationKind, channel: NotificationChannel): FixedCell | null {
  if (kind === 'signInCodes' && channel === 'email') {
    return {
      on: true,
      reason: 'A sign-in code always goes by e-mail, so it can always reach you.',
    };
  }
  if (kind === 'renewalNotices') {
    return channel === 'email'
      ? {
          on: true,
          reason:
            'Renewal notices always go by e-mail: they are about your paid membership and its invoice.',
        }
      : { on: false, reason: 'Renewal notices come by e-mail only.' };
  }
  if (kind === 'newsletter') {
    return channel === 'email'
      ? {
          on: true,
          reason: 'The newsletter is an e-mail: turn it on or off with its switch above.',
        }
      : { on: false, reason: 'The newsletter comes by e-mail only.' };
  }
  if (channel === 'whatsapp' && kind !== 'signInCodes' && kind !== 'leadAlerts') {
    return { on: false, reason: NOT_ON_WHATSAPP };
  }
  return null;
}

/**
 * A cell's state before the member chose anything: e-mail on everywhere; SMS
 * and WhatsApp on for sign-in codes and lead alerts (where they are
 * available), as before there were preferences; off for everything else.
 */
export function defaultCell(kind: NotificationKind, channel: NotificationChannel): boolean {
  const fixed = fixedCell(kind, channel);
  if (fixed) return fixed.on;
  if (channel === 'email') return true;
  return kind === 'signInCodes' || kind === 'leadAlerts';
}

/** What the member's account has for the phone channels. */
export interface ChannelReach {
  /** The account's mobile number was proved with an SMS code. */
  mobileProved: boolean;
  /** WhatsApp opt-in recorded for that proved number. */
  whatsAppOptedIn: boolean;
}

export const CHANNEL_UNAVAILABLE_REASONS = ['mobileNotProved', 'whatsAppNotOptedIn'] as const;
export type ChannelUnavailableReason = (typeof CHANNEL_UNAVAILABLE_REASONS)[number];

export const CHANNEL_UNAVAILABLE_MESSAGES: Record<ChannelUnavailableReason, string> = {
  mobileNotProved: 'Verify your mobile number first.',
  whatsAppNotOptedIn: 'Turn on WhatsApp above first.',
};

/** Why a channel cannot be used for this account, or null when it can. */
export function channelUnavailable(
  channel: NotificationChannel,
  reach: ChannelReach,
): ChannelUnavailableReason | null {
  if (channel === 'sms' && !reach.mobileProved) return 'mobileNotProved';
  if (channel === 'whatsapp' && !reach.whatsAppOptedIn) return 'whatsAppNotOptedIn';
  return null;
}

/** The member's stored choices: only the cells they changed; the rest are at their default. */
export type NotificationChoices = Partial<
  Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>
>;

/**
 * The channels a kind goes on for a member, in fallback order (WhatsApp, SMS,
 * e-mail): a channel is used only when the kind's consent (if it has one) is
 * given, the cell is on (fixed, chosen or by default), and the channel is
 * available. An empty list means the message is not sent.
 */
export function channelsFor(
  kind: NotificationKind,
  state: { choices: NotificationChoices; reach: ChannelReach; consented: boolean },
): NotificationChannel[] {
  if (NOTIFICATION_KIND_CONSENT[kind] !== null && !state.consented) return [];
  return NOTIFICATION_CHANNELS.filter((channel) => {
    if (channelUnavailable(channel, state.reach)) return false;
    const fixed = fixedCell(kind, channel);
    if (fixed) return fixed.on;
    return state.choices[kind]?.[channel] ?? defaultCell(kind, channel);
  });
}

/** The kinds sent as one message tried on each channel in turn, rather than on each channel. */
export const FALLBACK_KINDS: readonly NotificationKind[] = ['signInCodes', 'leadAlerts'];

/**
 * The steps of a message with fallback, from the channels it may use: with
 * WhatsApp, WhatsApp then SMS then e-mail (as chosen); without WhatsApp, SMS
 * stays WhatsApp's stand-in and is used only when e-mail is off, so a member
 * who never opted in to WhatsApp keeps getting these by e-mail as before.
 */
export function fallbackSteps(channels: readonly NotificationChannel[]): NotificationChannel[] {
  if (channels.includes('whatsapp') || !channels.includes('email')) return [...channels];
  return ['email'];
}

export const notificationCellSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The cell as it stands: the member's choice, the default, or the fixed state. */
  on: z.boolean(),
  /** Why the member cannot change it; null when they can. */
  fixedReason: z.nullable(z.string()),
  /** Why the channel cannot be used for this account yet; null when it can. */
  unavailable: z.nullable(z.enum(CHANNEL_UNAVAILABLE_REASONS)),
  /** When the member last changed it; null while it is at its default. */
  changedAt: z.nullable(timestampSchema),
});
export type NotificationCell = z.infer<typeof notificationCellSchema>;

export const notificationPreferencesSchema = z.object({
  cells: z.array(notificationCellSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferenceChangeSchema = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  on: z.boolean(),
});
export type NotificationPreferenceChange = z.infer<typeof notificationPreferenceChangeSchema>;

/** PUT /me/notification-preferences: the cells to change; the others stay as they are. */
export const notificationPreferencesBodySchema = z.strictObject({
  changes: z
    .array(notificationPreferenceChangeSchema)
    .check(
      z.minLength(1, 'Send at least one preference to change'),
      z.maxLength(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length),
    ),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  fixed: (kind: NotificationKind, channel: NotificationChannel) =>
    `${notificationCellLabel(kind, channel)} cannot be changed: ${fixedCell(kind, channel)?.reason ?? ''}`,
  unavailable: (
    kind: NotificationKind,
    channel: NotificationChannel,
    reason: ChannelUnavailableReason,
  ) =>
    `${notificationCellLabel(kind, channel)} cannot be turned on yet: ${CHANNEL_UNAVAILABLE_MESSAGES[reason]}`,
} as const;

/** The signed-in user's notification preferences: which channels each kind of message uses. */
export const notificationPreferenceEndpoints = defineEndpointGroup(
  { access: 'user', tag: 'Privacy' },
  {
    get: {
      method: 'GET',
      path: '/me/notification-preferences',
      summary: 'My notification channels: each kind of message by e-mail, SMS and WhatsApp',
      response: notificationPreferencesSchema,
    },
    update: {
      method: 'PUT',
      path: '/me/notification-preferences',
      summary: 'Turn channels on or off for kinds of messages; each change is kept in the history',
      body: notificationPreferencesBodySchema,
      response: notificationPreferencesSchema,
      errors: [409],
    },
  },
);
