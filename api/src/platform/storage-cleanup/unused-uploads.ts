import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companyProfiles } from '../../db/schema/companies';
import { leadImages } from '../../db/schema/leads';
import { news } from '../../db/schema/news';
import { uploads } from '../../db/schema/uploads';
import { UNUSED_UPLOAD_KEPT_MS } from '../upload-store/upload-rules';
import { queueFileDeletions } from './repository';

const BATCH_SIZE = 100;

/**
 * Uploads that nothing uses `UNUSED_UPLOAD_KEPT_MS` after their link was
 * issued (a form left before saving, an image replaced before saving): their
 * records are removed and their files queued in `storage_deletions`, in one
 * transaction per batch. A batch is claimed with FOR UPDATE SKIP LOCKED, so
 * instances never take the same upload, and an upload that a lead, profile or
 * news item is starting to use (its record held FOR SHARE, `holdUploads`) is
 * left to the next sweep, which sees it used. Returns how many were removed.
 */
export async function removeUnusedUploads(db: Database, now: Date): Promise<number> {
  const issuedBefore = new Date(now.getTime() - UNUSED_UPLOAD_KEPT_MS);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const one = { one: sql`1` };
      const unused = await tx
        .select({ objectKey: uploads.objectKey })
        .from(uploads)
        .where(
          and(
            lte(uploads.createdAt, issuedBefore),
            notExists(
              tx.select(one).from(leadImages).where(eq(leadImages.objectKey, uploads.objectKey)),
            ),
            notExists(
              tx
                .select(one)
                .from(companyProfiles)
                .where(eq(companyProfiles.profileImageKey, uploads.objectKey)),
            ),
            // A deleted news item's image was queued for removal with its deletion.
            notExists(
              tx
                .select(one)
                .from(news)
                .where(and(eq(news.imageKey, uploads.objectKey), isNull(news.deletedAt))),
            ),
          ),
        )
        .orderBy(asc(uploads.createdAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const keys = unused.map((row) => row.objectKey);
      if (keys.length === 0) return 0;
      await tx.delete(uploads).where(inArray(uploads.objectKey, keys));
      await queueFileDeletions(tx, keys, now);
      return keys.length;
    });
    removed += batch;
    if (batch < BATCH_SIZE) return removed;
  }
}
