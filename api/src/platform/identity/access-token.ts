import { randomUUID } from 'node:crypto';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@club/contract/auth';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ALGORITHM = 'HS256';

/** The HMAC keys of the secrets in use (a process has one or two), imported once each. */
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The secret as a WebCrypto key. Given the secret's bytes, jose imports a key
 * on every call, a third of a token check's CPU.
 */
function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

/** An HS256 JWT carrying exactly uid, roles, sid, jti, iat and exp. */
export async function signAccessToken(
  claims: { uid: string; roles: string[]; sid: string },
  options: { secret: string; ttlSeconds: number; now: Date },
): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({ uid: claims.uid, roles: claims.roles, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + options.ttlSeconds)
    .sign(await key(options.secret));
}

function claimsOf(payload: JWTPayload): AccessTokenClaims | null {
  const parsed = accessTokenClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** A token whose signature and claims were checked, with the secret it was checked against. */
interface VerifiedToken {
  secret: string;
  claims: AccessTokenClaims;
  /** The token's `nbf`, when it has one: checked again at every use, as `exp` is. */
  notBefore: number | undefined;
}

/** Enough for the tokens in use on one process; the oldest entries go first beyond it. */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Tokens this process has verified, by their exact text. A token's signature
 * and claims never change, so it is verified once; only the time checks
 * (`exp`, `nbf`) depend on the moment and are made again at every use, exactly
 * as jose makes them. Whether the token's session is still open is not a
 * property of the token and is checked on every request (open-sessions.ts).
 */
const verifiedTokens = new Map<string, VerifiedToken>();

/** jose's time checks (`currentDate` in whole seconds, no clock tolerance). */
function inTime(verified: VerifiedToken, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  return (
    verified.claims.exp > seconds &&
    (verified.notBefore === undefined || verified.notBefore <= seconds)
  );
}

function remember(token: string, verified: VerifiedToken): void {
  if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) {
    // A Map iterates in insertion order: the first key is the longest known.
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(token, verified);
}

/** The claims of a valid, unexpired token, else null. */
export async function verifyAccessToken(
  token: string,
  options: { secret: string; now: Date },
): Promise<AccessTokenClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === options.secret) {
    if (inTime(known, options.now)) return known.claims;
    verifiedTokens.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await key(options.secret), {
      algorithms: [ALGORITHM],
      currentDate: options.now,
    });
    const claims = claimsOf(payload);
    if (claims) {
      remember(token, {
        secret: options.secret,
        claims,
        notBefore: typeof payload.nbf === 'number' ? payload.nbf : undefined,
      });
    }
    return claims;
  } catch {
    return null;
  }
}

/**
 * The claims of a token whose signature is valid, even if it has expired: enough
 * to know which session a logout ends.
 */
export async function readSignedClaims(
  token: string,
  options: { secret: string; now: Date },
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(options.secret), {
      algorithms: [ALGORITHM],
      currentDate: options.now,
    });
    return claimsOf(payload);
  } catch (error) {
    // jose checks the signature before the claims, so an expired token is authentic.
    if (error instanceof errors.JWTExpired) return claimsOf(error.payload);
    return null;
  }
}
