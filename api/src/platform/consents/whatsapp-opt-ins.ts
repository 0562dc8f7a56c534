import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  whatsappOptInHistory,
  whatsappOptIns,
  type WHATSAPP_OPT_IN_SOURCES,
} from '../../db/schema/privacy';
import { users } from '../../db/schema/users';

export type WhatsAppOptInRow = typeof whatsappOptIns.$inferSelect;
export type WhatsAppOptInSource = (typeof WHATSAPP_OPT_IN_SOURCES)[number];

/** Whether the number has an active opt-in (what a WhatsApp send checks first). */
export async function isOptedIn(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: whatsappOptIns.userId })
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.phone, phone), eq(whatsappOptIns.optedIn, true)))
    .limit(1);
  return row !== undefined;
}

export async function optInOf(db: Database, userId: string): Promise<WhatsAppOptInRow | null> {
  const [row] = await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId));
  return row ?? null;
}

/**
 * Turns a member's opt-in on or off for `phone`, in the caller's transaction:
 * the standing row changes and the history gains a row, when anything changed.
 */
export async function changeOptIn(
  db: Database,
  change: {
    userId: string;
    phone: string;
    optedIn: boolean;
    wordingVersion: string;
    source: WhatsAppOptInSource;
    now: Date;
  },
): Promise<boolean> {
  const current = await optInOf(db, change.userId);
  if (current && current.optedIn === change.optedIn && current.phone === change.phone) return false;
  const { userId, phone, optedIn, wordingVersion, source, now } = change;
  await db
    .insert(whatsappOptIns)
    .values({ userId, phone, optedIn, wordingVersion, changedAt: now })
    .onConflictDoUpdate({
      target: whatsappOptIns.userId,
      set: { phone, optedIn, wordingVersion, changedAt: now },
    });
  await db
    .insert(whatsappOptInHistory)
    .values({ userId, phone, optedIn, wordingVersion, source, createdAt: now });
  return true;
}

/**
 * A STOP sent from `phone`: every active opt-in of that number goes off (and
 * the history says it was the STOP), under the wording it was given with.
 * Returns how many were turned off.
 */
export async function stopFromNumber(db: Database, phone: string, now: Date): Promise<number> {
  const active = await db
    .select()
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.phone, phone), eq(whatsappOptIns.optedIn, true)))
    .for('update');
  for (const row of active) {
    await changeOptIn(db, {
      userId: row.userId,
      phone,
      optedIn: false,
      wordingVersion: row.wordingVersion,
      source: 'stop-message',
      now,
    });
  }
  return active.length;
}

/** The user's opt-in changes, oldest first (the privacy export). */
export function optInHistoryOf(db: Database, userId: string) {
  return db
    .select()
    .from(whatsappOptInHistory)
    .where(eq(whatsappOptInHistory.userId, userId))
    .orderBy(whatsappOptInHistory.createdAt);
}

/**
 * Where a member with an active WhatsApp opt-in is reached: the opted-in
 * number, still the account's proved mobile, and the e-mail address. Null
 * when the member has no such opt-in (or the number changed since).
 */
export async function whatsAppRecipient(
  db: Database,
  userId: string,
): Promise<{ phone: string; email: string } | null> {
  const [row] = await db
    .select({ phone: whatsappOptIns.phone, email: users.email })
    .from(whatsappOptIns)
    .innerJoin(users, eq(users.id, whatsappOptIns.userId))
    .where(
      and(
        eq(whatsappOptIns.userId, userId),
        eq(whatsappOptIns.optedIn, true),
        isNotNull(users.mobileVerifiedAt),
        isNull(users.closedAt),
        eq(sql`${users.countryCode} || ${users.mobileNumber}`, whatsappOptIns.phone),
      ),
    );
  return row ? { phone: row.phone, email: row.email.toLowerCase() } : null;
}
