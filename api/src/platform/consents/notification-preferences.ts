import {
  channelsFor as allowedChannels,
  NOTIFICATION_KIND_CONSENT,
  type ChannelReach,
  type NotificationChannel,
  type NotificationChoices,
  type NotificationKind,
} from '@club/contract/notification-preferences';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notificationPreferenceHistory, notificationPreferences } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { consentsOf } from './repository';
import { whatsAppRecipient } from './whatsapp-opt-ins';

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

/** The user's stored choices (only the cells they changed), as rows. */
export function preferenceRowsOf(db: Database, userId: string) {
  return db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export function toChoices(rows: readonly NotificationPreferenceRow[]): NotificationChoices {
  const choices: NotificationChoices = {};
  for (const row of rows) choices[row.kind] = { ...choices[row.kind], [row.channel]: row.enabled };
  return choices;
}

/** Where a member can be reached: the account's address, and its proved and WhatsApp numbers. */
export interface MemberReach extends ChannelReach {
  email: string;
  /** The proved mobile number (+<country><number>); null when none is proved. */
  phone: string | null;
}

export async function reachOf(db: Database, userId: string): Promise<MemberReach | null> {
  const [user] = await db
    .select({
      email: users.email,
      countryCode: users.countryCode,
      mobileNumber: users.mobileNumber,
      mobileVerifiedAt: users.mobileVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const phone =
    user.countryCode && user.mobileNumber && user.mobileVerifiedAt
      ? `${user.countryCode}${user.mobileNumber}`
      : null;
  const whatsApp = phone ? await whatsAppRecipient(db, userId) : null;
  return {
    email: user.email.toLowerCase(),
    phone,
    mobileProved: phone !== null,
    whatsAppOptedIn: whatsApp !== null && whatsApp.phone === phone,
  };
}

/** The channels a kind of message goes on for a member, and where. */
export interface Delivery {
  /** In fallback order: WhatsApp, SMS, e-mail. Empty: send nothing. */
  channels: NotificationChannel[];
  email: string;
  phone: string | null;
}

/**
 * The one question every sender asks: on which channels does this kind of
 * message go to this member? A channel is used only when the kind's consent
 * (if it has one) is given, the member's preference for it is on (or fixed
 * on), and the channel is available (a proved mobile for SMS, the WhatsApp
 * opt-in for WhatsApp). Senders that already checked the consent in their
 * query pass `consentChecked` to skip the second look.
 */
export async function channelsFor(
  db: Database,
  userId: string,
  kind: NotificationKind,
  options: { consentChecked?: boolean } = {},
): Promise<Delivery> {
  const reach = await reachOf(db, userId);
  if (!reach) return { channels: [], email: '', phone: null };
  const consentKind = NOTIFICATION_KIND_CONSENT[kind];
  const consented =
    consentKind === null ||
    options.consentChecked === true ||
    (await consentsOf(db, userId)).some((state) => state.kind === consentKind && state.granted);
  const choices = toChoices(await preferenceRowsOf(db, userId));
  return {
    channels: allowedChannels(kind, { choices, reach, consented }),
    email: reach.email,
    phone: reach.phone,
  };
}

/**
 * Sets cells on or off, in the caller's transaction: the standing row changes
 * and the history gains a row for each cell that actually changed.
 */
export async function changePreferences(
  db: Database,
  userId: string,
  changes: readonly { kind: NotificationKind; channel: NotificationChannel; on: boolean }[],
  current: NotificationChoices,
  defaults: (kind: NotificationKind, channel: NotificationChannel) => boolean,
  now: Date,
): Promise<void> {
  for (const { kind, channel, on } of changes) {
    if ((current[kind]?.[channel] ?? defaults(kind, channel)) === on) continue;
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, channel, enabled: on, changedAt: now })
      .onConflictDoUpdate({
        target: [
          notificationPreferences.userId,
          notificationPreferences.kind,
          notificationPreferences.channel,
        ],
        set: { enabled: on, changedAt: now },
      });
    await db
      .insert(notificationPreferenceHistory)
      .values({ userId, kind, channel, enabled: on, createdAt: now });
  }
}

/** The user's preference changes, oldest first (the privacy export). */
export function preferenceHistoryOf(db: Database, userId: string) {
  return db
    .select()
    .from(notificationPreferenceHistory)
    .where(eq(notificationPreferenceHistory.userId, userId))
    .orderBy(notificationPreferenceHistory.createdAt);
}
