import { NEWS_VALIDATION_MESSAGES, type NewsCreateBody } from '@club/contract/news';
import type { AppContext } from '../../app-context';
import { notFound, validationError } from '../../http/app-error';
import { recordAudit } from '../../platform/audit-trail/repository';
import { queueFileDeletions } from '../../platform/storage-cleanup/repository';
import { findIssuedUpload, holdUploads } from '../../platform/upload-store/repository';
import { insertNewsItem, tombstoneNews, type NewsRow } from './repository';

/** The tag of every cached news response: a write to news invalidates it. */
export const NEWS_CACHE_TAG = 'news';

/** What the contract leaves of a create body after parsing. */
interface ParsedNewsCreate {
  title: string;
  content: string;
  tags: NewsCreateBody['tags'] & string[];
  source?: string | undefined;
  externalUrl?: string | undefined;
  imageKey?: string | undefined;
}

/** The image must come from a news upload link given to this admin, and have arrived. */
async function checkImage(ctx: AppContext, adminId: string, imageKey: string): Promise<void> {
  const issued = await findIssuedUpload(ctx.db, {
    objectKey: imageKey,
    purpose: 'news-image',
    userId: adminId,
    companyId: null,
  });
  if (!issued) throw validationError('imageKey', NEWS_VALIDATION_MESSAGES.imageNotIssued);
  if (!issued.receivedAt && !(await ctx.adapters.storage.exists(imageKey))) {
    throw validationError('imageKey', NEWS_VALIDATION_MESSAGES.imageMissing);
  }
}

export async function createNews(
  ctx: AppContext,
  adminId: string,
  body: ParsedNewsCreate,
): Promise<NewsRow> {
  if (body.imageKey) await checkImage(ctx, adminId, body.imageKey);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // The clean-up of unused uploads leaves the image alone until the item uses it.
    if (body.imageKey && !(await holdUploads(tx, [body.imageKey]))) {
      throw validationError('imageKey', NEWS_VALIDATION_MESSAGES.imageNotIssued);
    }
    const row = await insertNewsItem(tx, {
      title: body.title,
      content: body.content,
      tags: body.tags,
      source: body.source ?? null,
      externalUrl: body.externalUrl ?? null,
      imageKey: body.imageKey ?? null,
      imageUrl: null,
      createdAt: now,
      updatedAt: now,
      createdBy: adminId,
    });
    await recordAudit(tx, {
      action: 'news.create',
      actor: { userId: adminId },
      subjectId: row.id,
      subjectTitle: row.title,
      at: now,
    });
    await ctx.responseCache.invalidate(tx, NEWS_CACHE_TAG);
    return row;
  });
}

export async function deleteNews(ctx: AppContext, adminId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await tombstoneNews(tx, id, now);
    if (!row) throw notFound('This news item does not exist or has been removed.');
    await recordAudit(tx, {
      action: 'news.delete',
      actor: { userId: adminId },
      subjectId: row.id,
      subjectTitle: row.title,
      at: now,
    });
    // The image goes in the background (retried until the storage removes it).
    if (row.imageKey) await queueFileDeletions(tx, [row.imageKey], now);
    await ctx.responseCache.invalidate(tx, NEWS_CACHE_TAG);
  });
}
