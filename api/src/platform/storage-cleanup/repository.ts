import { asc, eq, lte } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/database';
import { storageDeletions } from '../../db/schema/leads';

const MAX_ATTEMPTS = 10;

/**
 * Queues files for removal from the storage; call it in the transaction that
 * stops using them, so a file is never forgotten nor removed while still used.
 */
export async function queueFileDeletions(
  db: Database,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(storageDeletions)
    .values(keys.map((objectKey) => ({ objectKey, nextAttemptAt: now })))
    .onConflictDoNothing();
}
const RETRY_BASE_MS = 60_000;

/**
 * Removes the files queued for deletion that are due, each claimed with a row
 * lock so two instances never work on the same file. A file that cannot be
 * removed is tried again later (a minute, doubling), at most ten times.
 * Returns how many files were removed.
 */
export async function removeDueFiles(
  db: Database,
  storage: Pick<FileStorage, 'delete'>,
  now: Date,
  batchSize = 20,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(storageDeletions)
      .where(lte(storageDeletions.nextAttemptAt, now))
      .orderBy(asc(storageDeletions.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let removed = 0;
    for (const file of due) {
      try {
        await storage.delete(file.objectKey);
        await tx.delete(storageDeletions).where(eq(storageDeletions.objectKey, file.objectKey));
        removed += 1;
      } catch (error) {
        const attempts = file.attempts + 1;
        if (attempts >= MAX_ATTEMPTS) {
          await tx.delete(storageDeletions).where(eq(storageDeletions.objectKey, file.objectKey));
          continue;
        }
        await tx
          .update(storageDeletions)
          .set({
            attempts,
            nextAttemptAt: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)),
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          })
          .where(eq(storageDeletions.objectKey, file.objectKey));
      }
    }
    return removed;
  });
}
