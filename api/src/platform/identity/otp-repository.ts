import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { otpCodes } from '../../db/schema/auth';
import { lockKey } from '../../lib/advisory-lock';
import { OTP_MAX_ATTEMPTS } from './otp-code';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/**
 * Serialises code requests for one identifier (until the transaction ends),
 * so that concurrent requests, even on several API instances, count right.
 */
export async function lockIdentifier(tx: Database, identifier: string): Promise<void> {
  await lockKey(tx, identifier);
}

/** Serialises code requests for one account, whatever channel they use (after lockIdentifier). */
export async function lockAccountCodes(tx: Database, userId: string): Promise<void> {
  await lockKey(tx, `account-codes:${userId}`);
}

/**
 * Codes issued since `since` to the identifier or, when there is one, to the
 * account (e-mail and SMS codes of one account count together), that this
 * kind of requester asked for, from `requesterNetwork` when it is given.
 */
export async function codesRequestedSince(
  db: Database,
  to: {
    identifier: string;
    userId: string | null;
    requesterKind: OtpCodeRow['requesterKind'];
    requesterNetwork?: string;
  },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      oldest: sql<Date | null>`min(${otpCodes.createdAt})`.mapWith(otpCodes.createdAt),
    })
    .from(otpCodes)
    .where(
      and(
        to.userId
          ? or(eq(otpCodes.identifier, to.identifier), eq(otpCodes.userId, to.userId))
          : eq(otpCodes.identifier, to.identifier),
        gt(otpCodes.createdAt, since),
        eq(otpCodes.requesterKind, to.requesterKind),
        to.requesterNetwork === undefined
          ? undefined
          : eq(otpCodes.requesterNetwork, to.requesterNetwork),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function latestCodeCreatedAt(db: Database, identifier: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(eq(otpCodes.identifier, identifier))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertCode(
  db: Database,
  values: Pick<
    OtpCodeRow,
    | 'identifier'
    | 'userId'
    | 'registrationId'
    | 'purpose'
    | 'codeHash'
    | 'nonce'
    | 'expiresAt'
    | 'createdAt'
    | 'requesterKind'
    | 'requesterNetwork'
  >,
): Promise<void> {
  await db.insert(otpCodes).values(values);
}

export async function findCodeByNonce(db: Database, nonce: string): Promise<OtpCodeRow | null> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.nonce, nonce)).limit(1);
  return row ?? null;
}

/**
 * Whether the same requester (the same kind, from the same network) asked for
 * a code to the same identifier after this one. Codes others asked for never
 * replace the owner's: a stranger's requests cannot make the owner's code stop working.
 */
export async function hasNewerCode(db: Database, code: OtpCodeRow): Promise<boolean> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.identifier, code.identifier),
        eq(otpCodes.requesterKind, code.requesterKind),
        code.requesterNetwork === null
          ? isNull(otpCodes.requesterNetwork)
          : eq(otpCodes.requesterNetwork, code.requesterNetwork),
        or(
          gt(otpCodes.createdAt, code.createdAt),
          and(eq(otpCodes.createdAt, code.createdAt), gt(otpCodes.id, code.id)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Counts a wrong try atomically; returns the tries used so far, or null if none were left. */
export async function recordWrongAttempt(db: Database, id: string): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when it was used or burnt meanwhile. */
export async function consumeCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
