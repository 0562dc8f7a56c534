import {
  channelUnavailable,
  defaultCell,
  fixedCell,
  NOTIFICATION_CHANNEL_COLUMNS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationCell,
  type NotificationPreferences,
  type NotificationPreferencesBody,
} from '@club/contract/notification-preferences';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { AppError, unauthorized } from '../../http/app-error';
import {
  changePreferences,
  preferenceRowsOf,
  reachOf,
  toChoices,
} from '../../platform/consents/notification-preferences';

const NO_ACCOUNT = 'Your account is no longer there; please sign in again.';

/** The table as My Account shows it: every kind × channel, with its state and why it is so. */
export async function preferencesOf(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const reach = await reachOf(db, userId);
  if (!reach) throw unauthorized(NO_ACCOUNT);
  const rows = await preferenceRowsOf(db, userId);
  const cells = NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNEL_COLUMNS.map((channel): NotificationCell => {
      const fixed = fixedCell(kind, channel);
      const row = fixed ? undefined : rows.find((r) => r.kind === kind && r.channel === channel);
      return {
        kind,
        channel,
        on: fixed ? fixed.on : (row?.enabled ?? defaultCell(kind, channel)),
        fixedReason: fixed?.reason ?? null,
        unavailable: fixed ? null : channelUnavailable(channel, reach),
        changedAt: row ? row.changedAt.toISOString() : null,
      };
    }),
  );
  return { cells };
}

/**
 * Changes the member's cells, all or none: a fixed cell cannot be changed
 * (409, even to the state it is fixed in, so a client that offers it learns
 * it is wrong), and a channel the account cannot use yet cannot be turned on
 * (409: prove the mobile number, or opt in to WhatsApp, first). Turning an
 * unavailable channel off is allowed: it stays off once it becomes available.
 */
export async function changeMyPreferences(
  ctx: AppContext,
  userId: string,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const reach = await reachOf(tx, userId);
    if (!reach) throw unauthorized(NO_ACCOUNT);
    for (const { kind, channel, on } of body.changes) {
      if (fixedCell(kind, channel)) {
        throw new AppError(
          409,
          'CONFLICT',
          NOTIFICATION_PREFERENCE_MESSAGES.fixed(kind, channel),
          'changes',
        );
      }
      const unavailable = channelUnavailable(channel, reach);
      if (on && unavailable) {
        throw new AppError(
          409,
          'CONFLICT',
          NOTIFICATION_PREFERENCE_MESSAGES.unavailable(kind, channel, unavailable),
          'changes',
        );
      }
    }
    const current = toChoices(await preferenceRowsOf(tx, userId));
    await changePreferences(tx, userId, body.changes, current, defaultCell, now);
  });
  return preferencesOf(ctx.db, userId);
}
