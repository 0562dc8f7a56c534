import {
  CONSENT_KINDS,
  PRIVACY_NOTICE_VERSION,
  type ConsentKind,
  type ConsentState,
} from '@club/contract/privacy';
import { and, eq, exists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { consentHistory, consents } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';

export type ConsentChanges = Partial<Record<ConsentKind, boolean>>;

/**
 * Whether the user in `userId` (a column of the outer query) has given the
 * consent and not withdrawn it. No row means never given: every consent is off by default.
 */
export function hasConsent(db: Database, kind: ConsentKind, userId: AnyColumn | SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, kind), eq(consents.granted, true))),
  );
}

/**
 * The user's consents, each kind once, in the contract's order. The newsletter
 * is the subscription of the account's e-mail address: on while it is
 * confirmed, however it was given (this page or the public sign-up form), and
 * off once it was unsubscribed (here or by a newsletter's link).
 */
export async function consentsOf(db: Database, userId: string): Promise<ConsentState[]> {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId));
  const [subscription] = await db
    .select({
      status: newsletterSubscribers.status,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .innerJoin(users, eq(sql`lower(${users.email})`, newsletterSubscribers.email))
    .where(eq(users.id, userId))
    .limit(1);
  return CONSENT_KINDS.map((kind): ConsentState => {
    const row = rows.find((candidate) => candidate.kind === kind);
    const state: ConsentState = {
      kind,
      granted: row?.granted ?? false,
      noticeVersion: row?.noticeVersion ?? null,
      changedAt: row ? row.changedAt.toISOString() : null,
    };
    if (kind !== 'newsletter') return state;
    const granted = subscription?.status === 'confirmed';
    const changedAt = granted ? subscription.confirmedAt : subscription?.unsubscribedAt;
    return {
      ...state,
      granted,
      changedAt: row ? state.changedAt : (changedAt?.toISOString() ?? null),
    };
  });
}

/**
 * Gives or withdraws consents, in the caller's transaction: the standing row
 * changes and the history gains a row for each consent that actually
 * changed, under the current notice. The newsletter follows the account's
 * address: on subscribes it (confirmed, since the signed-in user proved the
 * address), off unsubscribes it.
 */
export async function changeConsents(
  db: Database,
  userId: string,
  changes: ConsentChanges,
  now: Date,
): Promise<void> {
  const current = await consentsOf(db, userId);
  for (const kind of CONSENT_KINDS) {
    const granted = changes[kind];
    if (granted === undefined) continue;
    if (current.find((state) => state.kind === kind)?.granted === granted) continue;
    const values = { userId, kind, granted, noticeVersion: PRIVACY_NOTICE_VERSION };
    await db
      .insert(consents)
      .values({ ...values, changedAt: now })
      .onConflictDoUpdate({
        target: [consents.userId, consents.kind],
        set: { granted, noticeVersion: PRIVACY_NOTICE_VERSION, changedAt: now },
      });
    await db.insert(consentHistory).values({ ...values, createdAt: now });
    if (kind === 'newsletter') await followNewsletter(db, userId, granted, now);
  }
}

async function followNewsletter(db: Database, userId: string, granted: boolean, now: Date) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const email = user.email.toLowerCase();
  const status = granted ? 'confirmed' : 'unsubscribed';
  const times = granted
    ? { confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null, confirmExpiresAt: null }
    : { unsubscribedAt: now };
  await db
    .insert(newsletterSubscribers)
    .values({ email, status, createdAt: now, ...times })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { status, ...times } });
}
