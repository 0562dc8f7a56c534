import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, sessions } from '../../db/schema/auth';

export async function createSession(
  db: Database,
  values: { userId: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      createdAt: values.now,
      lastUsedAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The session was not created');
  return row.id;
}

/** The session when it belongs to the user and is neither revoked nor expired. */
export async function findActiveSession(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Slides the session's end forward (up to its absolute end) when its refresh token is rotated. */
export async function extendSession(
  db: Database,
  sessionId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function insertRefreshToken(
  db: Database,
  values: { sessionId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: values.sessionId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      userId: sessions.userId,
      sessionCreatedAt: sessions.createdAt,
      sessionExpiresAt: sessions.expiresAt,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a refresh token used; false when it had been used already (a replay). */
export async function markRefreshTokenUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}
