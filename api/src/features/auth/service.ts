import type { AuthTokens, OtpVerifyBody } from '@club/shared/contract/auth';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { AppError, tooManyRequests, unauthorized } from '../../http/app-error';
import { enqueueMessage } from '../outbox/repository';
import {
  findUserIdByEmail,
  findUserIdByMobile,
  markEmailVerified,
  roleNamesOf,
} from '../users/repository';
import { readSignedClaims, signAccessToken } from './access-token';
import { AUTH_MESSAGES } from './auth-messages';
import {
  codeMatches,
  generateCode,
  hashCode,
  newNonce,
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_HOUR,
  OTP_TTL_MS,
} from './otp-code';
import {
  codesRequestedSince,
  consumeCode,
  findCodeByNonce,
  hasNewerCode,
  insertCode,
  latestCodeCreatedAt,
  lockIdentifier,
  recordWrongAttempt,
} from './otp-repository';
import { hashRefreshToken, newRefreshToken } from './refresh-token';
import {
  createSession,
  extendSession,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
} from './session-repository';
import { signInCodeMessage } from './sign-in-code-message';
import type { SignInIdentifier } from './sign-in-identifier';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Tokens for the client plus the refresh token that goes into the cookie. */
export interface IssuedSession extends AuthTokens {
  refreshToken: string;
  refreshMaxAgeSeconds: number;
}

function findUser(ctx: AppContext, who: SignInIdentifier): Promise<string | null> {
  return who.channel === 'email'
    ? findUserIdByEmail(ctx.db, who.email)
    : findUserIdByMobile(ctx.db, who.countryCode, who.mobile);
}

/**
 * Issues a sign-in code and queues the message that carries it, in one
 * transaction. Unknown identifiers get no nonce (see api/README.md).
 */
export async function requestSignInCode(
  ctx: AppContext,
  who: SignInIdentifier,
): Promise<{ nonce?: string }> {
  const userId = await findUser(ctx, who);
  if (!userId) return {};

  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockIdentifier(tx, who.identifier);
    const recent = await codesRequestedSince(tx, who.identifier, new Date(now.getTime() - HOUR_MS));
    if (recent.count >= OTP_REQUESTS_PER_HOUR) {
      const retryAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
      throw tooManyRequests(AUTH_MESSAGES.tooManyCodeRequests, (retryAt - now.getTime()) / 1000);
    }
    // Codes are ordered by creation time: keep it strictly increasing per identifier.
    const latest = await latestCodeCreatedAt(tx, who.identifier);
    const createdAt =
      latest && latest.getTime() >= now.getTime() ? new Date(latest.getTime() + 1) : now;

    const code = generateCode();
    const nonce = newNonce();
    await insertCode(tx, {
      identifier: who.identifier,
      userId,
      purpose: 'sign-in',
      codeHash: hashCode(ctx.config.otpSecret, nonce, code),
      nonce,
      createdAt,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    const message = signInCodeMessage(who.channel, code);
    await enqueueMessage(tx, {
      channel: who.channel,
      to: who.identifier,
      ...message,
      now: createdAt,
    });
    return { nonce };
  });
}

interface StartedSession {
  sessionId: string;
  refreshToken: string;
  refreshMaxAgeSeconds: number;
}

async function startSession(
  ctx: AppContext,
  tx: Database,
  userId: string,
  now: Date,
): Promise<StartedSession> {
  const refreshMs = ctx.config.refreshTokenTtlDays * DAY_MS;
  const expiresAt = new Date(now.getTime() + refreshMs);
  const refreshToken = newRefreshToken();
  const sessionId = await createSession(tx, { userId, now, expiresAt });
  await insertRefreshToken(tx, {
    sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    now,
    expiresAt,
  });
  return { sessionId, refreshToken, refreshMaxAgeSeconds: refreshMs / 1000 };
}

async function withAccessToken(
  ctx: AppContext,
  userId: string,
  started: StartedSession,
  now: Date,
): Promise<IssuedSession> {
  const roles = await roleNamesOf(ctx.db, userId);
  const accessToken = await signAccessToken(
    { uid: userId, roles, sid: started.sessionId },
    { secret: ctx.config.jwtSecret, ttlSeconds: ctx.config.accessTokenTtlSeconds, now },
  );
  return { accessToken, ...started };
}

/** Checks a code; on success starts a session. Every failure is a 401 with a clear message. */
export async function verifySignInCode(
  ctx: AppContext,
  { nonce, code }: OtpVerifyBody,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const row = await findCodeByNonce(ctx.db, nonce);
  if (!row) throw unauthorized(AUTH_MESSAGES.unknownCode);
  if (row.consumedAt) throw unauthorized(AUTH_MESSAGES.codeUsed);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw unauthorized(AUTH_MESSAGES.codeBurnt);
  if (row.expiresAt.getTime() <= now.getTime()) throw unauthorized(AUTH_MESSAGES.codeExpired);
  if (await hasNewerCode(ctx.db, row)) throw unauthorized(AUTH_MESSAGES.codeSuperseded);

  if (!codeMatches(ctx.config.otpSecret, row.nonce, code, row.codeHash)) {
    const used = await recordWrongAttempt(ctx.db, row.id);
    throw unauthorized(AUTH_MESSAGES.incorrectCode(OTP_MAX_ATTEMPTS - (used ?? OTP_MAX_ATTEMPTS)));
  }
  const started = await ctx.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id, now))) return null;
    // A code that reached an e-mail address proves it (this finishes a registration).
    await markEmailVerified(tx, row.userId, row.identifier, now);
    return startSession(ctx, tx, row.userId, now);
  });
  if (!started) throw unauthorized(AUTH_MESSAGES.codeUsed);
  return withAccessToken(ctx, row.userId, started, now);
}

/**
 * Rotates the refresh token. A token presented a second time means it was
 * copied: the whole session is revoked.
 */
export async function refreshSession(
  ctx: AppContext,
  refreshToken: string | null,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  if (!refreshToken) throw unauthorized(AUTH_MESSAGES.sessionEnded);
  const found = await findRefreshToken(ctx.db, hashRefreshToken(refreshToken));
  if (!found) throw unauthorized(AUTH_MESSAGES.sessionEnded);
  if (found.sessionRevokedAt || found.sessionExpiresAt.getTime() <= now.getTime()) {
    throw unauthorized(AUTH_MESSAGES.sessionEnded);
  }
  if (found.usedAt) {
    await revokeSession(ctx.db, found.sessionId, now);
    throw new RefreshTokenReuseError(found.sessionId);
  }
  if (found.expiresAt.getTime() <= now.getTime()) throw unauthorized(AUTH_MESSAGES.sessionEnded);

  const refreshMs = ctx.config.refreshTokenTtlDays * DAY_MS;
  const expiresAt = new Date(now.getTime() + refreshMs);
  const next = newRefreshToken();
  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, found.id, now))) return false;
    await insertRefreshToken(tx, {
      sessionId: found.sessionId,
      tokenHash: hashRefreshToken(next),
      now,
      expiresAt,
    });
    await extendSession(tx, found.sessionId, now, expiresAt);
    return true;
  });
  if (!rotated) {
    // Used by a concurrent request a moment ago: treated as a replay as well.
    await revokeSession(ctx.db, found.sessionId, now);
    throw new RefreshTokenReuseError(found.sessionId);
  }

  return withAccessToken(
    ctx,
    found.userId,
    { sessionId: found.sessionId, refreshToken: next, refreshMaxAgeSeconds: refreshMs / 1000 },
    now,
  );
}

/** A refresh token was replayed; the session it belonged to is now revoked. */
export class RefreshTokenReuseError extends AppError {
  constructor(readonly sessionId: string) {
    super(401, 'UNAUTHORIZED', AUTH_MESSAGES.sessionEnded);
  }
}

/** Ends the session named by the access token (even expired) or by the refresh cookie. */
export async function endSession(
  ctx: AppContext,
  credentials: { accessToken: string | null; refreshToken: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  if (credentials.accessToken) {
    const claims = await readSignedClaims(credentials.accessToken, {
      secret: ctx.config.jwtSecret,
      now,
    });
    if (claims) await revokeSession(ctx.db, claims.sid, now);
  }
  if (credentials.refreshToken) {
    const found = await findRefreshToken(ctx.db, hashRefreshToken(credentials.refreshToken));
    if (found) await revokeSession(ctx.db, found.sessionId, now);
  }
}
