import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadLinkQuery } from '@club/contract/uploads';
import type { UploadCheck, UploadGrant } from './file-storage';

/**
 * Upload URLs the API hands out for its own storage, signed like S3's: the
 * query names the type, size and expiry, and an HMAC-SHA256 over the key and
 * those values proves the API wrote them. Changing any of them, or the key,
 * breaks the signature.
 */

function signatureOf(
  secret: Buffer,
  key: string,
  contentType: string,
  size: number,
  expires: number,
) {
  return createHmac('sha256', secret)
    .update(['PUT', key, contentType, String(size), String(expires)].join('\n'))
    .digest('base64url');
}

/** The query string of an upload URL for the grant. */
export function signUploadQuery(secret: Buffer, grant: UploadGrant): URLSearchParams {
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  // Exactly the parameters the receiving route reads (and documents).
  const query: Required<UploadLinkQuery> = {
    contentType: grant.contentType,
    size: String(grant.size),
    expires: String(expires),
    signature: signatureOf(secret, grant.key, grant.contentType, grant.size, expires),
  };
  return new URLSearchParams(query);
}

const DIGITS = /^\d{1,15}$/;

/** The grant an upload URL's query carries, once its signature and expiry hold. */
export function checkUploadQuery(
  secret: Buffer,
  key: string,
  query: UploadLinkQuery,
  now: Date,
): UploadCheck {
  const { contentType, size, expires, signature } = query;
  if (
    !contentType ||
    !size ||
    !expires ||
    !signature ||
    !DIGITS.test(size) ||
    !DIGITS.test(expires)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(
    signatureOf(secret, key, contentType, Number(size), Number(expires)),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = new Date(Number(expires) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { key, contentType, size: Number(size), expiresAt } };
}
