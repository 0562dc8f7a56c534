import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uploads, type UploadPurpose } from '../../db/schema/uploads';

export type UploadRow = typeof uploads.$inferSelect;

export async function recordUploads(db: Database, rows: (typeof uploads.$inferInsert)[]) {
  await db.insert(uploads).values(rows);
}

/** Upload links the user was given since `since` (the hourly limit). */
export async function countUploadsSince(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, since)));
  return row?.total ?? 0;
}

export async function findUpload(db: Database, objectKey: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.objectKey, objectKey)).limit(1);
  return row ?? null;
}

/** Marks the upload received; false when it had been received already (the link is used once). */
export async function markReceived(db: Database, objectKey: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ receivedAt: at })
    .where(and(eq(uploads.objectKey, objectKey), isNull(uploads.receivedAt)))
    .returning({ objectKey: uploads.objectKey });
  return rows.length === 1;
}

export async function releaseReceived(db: Database, objectKey: string): Promise<void> {
  await db.update(uploads).set({ receivedAt: null }).where(eq(uploads.objectKey, objectKey));
}

/** The upload issued for this purpose to this user (and company, when given). */
export async function findIssuedUpload(
  db: Database,
  issue: { objectKey: string; purpose: UploadPurpose; userId: string; companyId: string | null },
): Promise<UploadRow | null> {
  const found = await findIssuedUploads(db, { ...issue, objectKeys: [issue.objectKey] });
  return found.get(issue.objectKey) ?? null;
}

/** The uploads among `objectKeys` issued for this purpose to this user (and company, when given), by key. */
export async function findIssuedUploads(
  db: Database,
  issue: {
    objectKeys: readonly string[];
    purpose: UploadPurpose;
    userId: string;
    companyId: string | null;
  },
): Promise<Map<string, UploadRow>> {
  if (issue.objectKeys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(uploads)
    .where(
      and(
        inArray(uploads.objectKey, [...issue.objectKeys]),
        eq(uploads.purpose, issue.purpose),
        eq(uploads.userId, issue.userId),
        issue.companyId === null
          ? isNull(uploads.companyId)
          : eq(uploads.companyId, issue.companyId),
      ),
    );
  return new Map(rows.map((row) => [row.objectKey, row]));
}

/**
 * Locks the records of these uploads until the transaction ends (FOR SHARE),
 * so the clean-up of unused uploads cannot remove one while a lead, profile or
 * news item starts using it in this transaction; false when one is gone already.
 */
export async function holdUploads(db: Database, keys: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return true;
  const held = await db
    .select({ objectKey: uploads.objectKey })
    .from(uploads)
    .where(inArray(uploads.objectKey, wanted))
    .for('share');
  return held.length === wanted.length;
}
