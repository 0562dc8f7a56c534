import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@club/contract/auth';

/** A code is valid for 10 minutes. */
export const OTP_TTL_MINUTES = 10;
export const OTP_TTL_MS = OTP_TTL_MINUTES * 60_000;
/** A code burns after this many wrong tries. */
export const OTP_MAX_ATTEMPTS = 5;

/** Six digits from the operating system's CSPRNG. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** The handle the client keeps between requesting and verifying a code. */
export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

/** HMAC-SHA256 keyed with the server's OTP secret, bound to the nonce. */
export function hashCode(secret: string, nonce: string, code: string): string {
  return createHmac('sha256', secret).update(`${nonce}:${code}`).digest('hex');
}

/** Constant-time comparison of a submitted code with the stored hash. */
export function codeMatches(secret: string, nonce: string, code: string, storedHash: string) {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(secret, nonce, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
