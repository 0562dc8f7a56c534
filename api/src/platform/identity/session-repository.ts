import { and, desc, eq, gt, isNull, ne, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { literalLimit, prepared } from '../../db/named-statement';
import { refreshTokens, sessions } from '../../db/schema/auth';
import { roleNamesColumn } from '../users/repository';

/** The device a session is used from: its User-Agent and address, as the request gave them. */

/** A session of the user that is still open: neither revoked nor expired at `now`. */
function openSessionOf(userId: string | Placeholder, now: Date | Placeholder) {
  return and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

export interface SessionClient {
  userAgent: string | null;
  ipAddress: string | null;
}

export async function createSession(
  db: Database,
  values: { userId: string; now: Date; expiresAt: Date; client: SessionClient },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      createdAt: values.now,
      lastUsedAt: values.now,
      expiresAt: values.expiresAt,
      userAgent: values.client.userAgent,
      ipAddress: values.client.ipAddress,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The session was not created');
  return row.id;
}

/**
 * The session when it belongs to the user and is neither revoked nor expired,
 * with its end and the user's role names (sorted), in one statement.
 */
export async function findOpenSessionWithRoles(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<{ expiresAt: Date; roles: string[] } | null> {
  const values = { sessionId, userId, now: now.toISOString() };
  const [row] = await prepared(db, 'open_session_with_roles', values, '', (slot) =>
    db
      .select({
        expiresAt: sessions.expiresAt,
        roles: roleNamesColumn(sessions.userId),
      })
      .from(sessions)
      .where(and(eq(sessions.id, slot.sessionId), openSessionOf(slot.userId, slot.now)))
      .limit(literalLimit(1)),
  ).execute(values);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Slides the session's end forward (up to its absolute end) when its refresh
 * token is rotated, and notes the device's latest address and browser.
 */
export async function extendSession(
  db: Database,
  sessionId: string,
  now: Date,
  expiresAt: Date,
  client: SessionClient,
): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastUsedAt: now,
      expiresAt,
      ...(client.userAgent ? { userAgent: client.userAgent } : {}),
      ...(client.ipAddress ? { ipAddress: client.ipAddress } : {}),
    })
    .where(eq(sessions.id, sessionId));
}

const openSessionColumns = {
  id: sessions.id,
  userAgent: sessions.userAgent,
  ipAddress: sessions.ipAddress,
  createdAt: sessions.createdAt,
  lastUsedAt: sessions.lastUsedAt,
};
export type OpenSessionRow = Awaited<ReturnType<typeof listOpenSessions>>[number];

/** The user's sessions that are neither ended nor expired, the most recently used first. */
export async function listOpenSessions(db: Database, userId: string, now: Date) {
  return db
    .select(openSessionColumns)
    .from(sessions)
    .where(openSessionOf(userId, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one open session of the user; null when the user has no such open session. */
export async function revokeOwnSession(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<OpenSessionRow | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), openSessionOf(userId, now)))
    .returning(openSessionColumns);
  return row ?? null;
}

/** Ends every open session of the user but `keepId`; returns the ones it ended. */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepId: string,
  now: Date,
): Promise<OpenSessionRow[]> {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(ne(sessions.id, keepId), openSessionOf(userId, now)))
    .returning(openSessionColumns);
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
