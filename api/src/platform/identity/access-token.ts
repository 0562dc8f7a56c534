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

/** The claims of a valid, unexpired token, else null. */
export async function verifyAccessToken(
  token: string,
  options: { secret: string; now: Date },
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(options.secret), {
      algorithms: [ALGORITHM],
      currentDate: options.now,
    });
    return claimsOf(payload);
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
