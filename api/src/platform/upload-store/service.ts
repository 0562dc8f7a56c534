import { randomUUID } from 'node:crypto';
import type { ImageContentType } from '@club/contract/common';
import {
  IMAGE_SIGNATURE_BYTES,
  imageTypeOfBytes,
  UPLOAD_URL_TTL_SECONDS,
  type PresignedUpload,
  type UploadLinkQuery,
} from '@club/contract/uploads';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import type { UploadPurpose } from '../../db/schema/uploads';
import { AppError, forbidden, tooManyRequests, validationError } from '../../http/app-error';
import { firstCompanyIdOf } from '../membership-lifecycle/repository';
import {
  countUploadsSince,
  findIssuedUploads,
  findUpload,
  markReceived,
  recordUploads,
  releaseReceived,
} from './repository';
import {
  IMAGE_TYPE_LABELS,
  objectKeyFor,
  UPLOAD_LINKS_PER_HOUR,
  UPLOAD_MESSAGES,
} from './upload-rules';

const HOUR_MS = 60 * 60_000;

export interface FileToUpload {
  contentType: ImageContentType;
  size: number;
}

/**
 * The company an upload is for: the user's first company, the one whose
 * profile the user edits (the client does not choose it).
 */
export async function companyForUpload(db: Database, userId: string): Promise<string> {
  const first = await firstCompanyIdOf(db, userId);
  if (!first) throw forbidden(UPLOAD_MESSAGES.noCompany);
  return first;
}

/**
 * Upload links for the files, one each, valid for five minutes. The server
 * picks every key; each link is recorded with its caller, company, type and
 * size, so only that caller's uploads are accepted later.
 */
export async function issueUploadLinks(
  ctx: AppContext,
  issue: {
    userId: string;
    purpose: UploadPurpose;
    companyId: string | null;
    files: FileToUpload[];
  },
): Promise<PresignedUpload[]> {
  const now = ctx.clock.now();
  const recent = await countUploadsSince(ctx.db, issue.userId, new Date(now.getTime() - HOUR_MS));
  if (recent + issue.files.length > UPLOAD_LINKS_PER_HOUR) {
    throw tooManyRequests(UPLOAD_MESSAGES.tooMany, HOUR_MS / 1000);
  }
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  const grants = issue.files.map((file) => ({
    key: objectKeyFor(issue.purpose, file.contentType, randomUUID()),
    contentType: file.contentType,
    size: file.size,
    expiresAt,
  }));
  const links = await Promise.all(
    grants.map(async (grant) => {
      const presigned = await ctx.adapters.storage.presignPut(grant, now);
      return {
        uploadUrl: presigned.url,
        objectKey: grant.key,
        publicUrl: ctx.adapters.storage.publicUrl(grant.key),
        headers: presigned.headers,
      };
    }),
  );
  await recordUploads(
    ctx.db,
    grants.map((grant) => ({
      objectKey: grant.key,
      purpose: issue.purpose,
      userId: issue.userId,
      companyId: issue.companyId,
      contentType: grant.contentType,
      size: grant.size,
      expiresAt,
      createdAt: now,
    })),
  );
  return links;
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function labelOf(contentType: string): string {
  return IMAGE_TYPE_LABELS[contentType as ImageContentType] ?? contentType;
}

/**
 * A PUT to an upload URL of the API's own storage, checked as S3 would check
 * its own: a genuine, unexpired, unused link; the type and exact size signed
 * into it; and bytes that really are that kind of image. Then stored.
 */
export async function receiveUpload(
  ctx: AppContext,
  upload: {
    key: string;
    query: UploadLinkQuery;
    contentType: string | undefined;
    body: Buffer;
  },
): Promise<void> {
  const receiver = ctx.adapters.storage.uploadReceiver;
  if (!receiver) throw forbidden(UPLOAD_MESSAGES.linkInvalid);
  const now = ctx.clock.now();
  const check = receiver.check(upload.key, upload.query, now);
  if (!check.ok) {
    throw forbidden(
      check.reason === 'expired' ? UPLOAD_MESSAGES.linkExpired : UPLOAD_MESSAGES.linkInvalid,
    );
  }
  const { grant } = check;
  const issued = await findUpload(ctx.db, grant.key);
  if (!issued || issued.contentType !== grant.contentType || issued.size !== grant.size) {
    throw forbidden(UPLOAD_MESSAGES.linkInvalid);
  }
  if (issued.receivedAt) throw new AppError(409, 'CONFLICT', UPLOAD_MESSAGES.linkUsed);
  if (mediaType(upload.contentType) !== grant.contentType) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType(grant.contentType));
  }
  if (upload.body.length !== grant.size) {
    const status = upload.body.length > grant.size ? 413 : 400;
    throw new AppError(
      status,
      status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      UPLOAD_MESSAGES.wrongSize(grant.size),
    );
  }
  if (imageTypeOfBytes(upload.body) !== grant.contentType) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      UPLOAD_MESSAGES.notThatImage(labelOf(grant.contentType)),
    );
  }
  // Claimed before writing: two PUTs racing with the same link store one file.
  if (!(await markReceived(ctx.db, grant.key, now))) {
    throw new AppError(409, 'CONFLICT', UPLOAD_MESSAGES.linkUsed);
  }
  try {
    await ctx.adapters.storage.put(grant.key, upload.body, grant.contentType);
  } catch (error) {
    // The file is not there: the link may be tried again while it is valid.
    await releaseReceived(ctx.db, grant.key);
    throw error;
  }
}

/**
 * Whether a profile, lead or news item may use this key: it was issued to
 * this caller (and company) for this purpose, and the file is really in the
 * storage, of the type and size announced. Throws a 400 naming `field`.
 */
export async function acceptUploadedImage(
  ctx: AppContext,
  use: {
    field: string;
    objectKey: string;
    purpose: UploadPurpose;
    userId: string;
    companyId: string | null;
  },
): Promise<void> {
  await acceptUploadedImages(ctx, { ...use, field: () => use.field, objectKeys: [use.objectKey] });
}

/**
 * `acceptUploadedImage` for several images, their records read in one
 * statement; the first image that fails names its field (`field(index)`).
 */
export async function acceptUploadedImages(
  ctx: AppContext,
  use: {
    field: (index: number) => string;
    objectKeys: readonly string[];
    purpose: UploadPurpose;
    userId: string;
    companyId: string | null;
  },
): Promise<void> {
  const issued = await findIssuedUploads(ctx.db, use);
  for (const [index, objectKey] of use.objectKeys.entries()) {
    const upload = issued.get(objectKey);
    if (!upload) throw validationError(use.field(index), UPLOAD_MESSAGES.notIssued);
    const stored = await ctx.adapters.storage.inspect(objectKey, IMAGE_SIGNATURE_BYTES);
    if (!stored) throw validationError(use.field(index), UPLOAD_MESSAGES.notUploaded);
    if (stored.size !== upload.size || imageTypeOfBytes(stored.firstBytes) !== upload.contentType) {
      throw validationError(use.field(index), UPLOAD_MESSAGES.notTheAnnouncedFile);
    }
  }
}
