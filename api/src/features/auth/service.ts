import type { AuthTokens, OtpVerifyBody } from '@club/shared/contract/auth';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { AppError, unauthorized } from '../../http/app-error';
import {
  findUserIdByEmail,
  findUserIdByMobile,
  markEmailVerified,
  roleNamesOf,
} from '../users/repository';
import { readSignedClaims, signAccessToken } from './access-token';
import { AUTH_MESSAGES } from './auth-messages';
import { issueCode } from './issue-code';
import { codeMatches, OTP_MAX_ATTEMPTS } from './otp-code';
import { consumeCode, findCodeByNonce, hasNewerCode, recordWrongAttempt } from './otp-repository';
import { hashRefreshToken, newRefreshToken, successorRefreshToken } from './refresh-token';
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

/**
 * A refresh token used this recently may be presented again and gets the same
 * successor: two tabs refreshing at once, or a request retried after its
 * answer was lost, keep the session instead of looking like a stolen token.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

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
 * transaction. An identifier nobody registered goes through the same steps
 * (the lock, the count, a stored code that nobody receives) and answers
 * without a nonce: the same work, the same limits, so neither the time nor a
 * 429 tells a registered identifier from an unknown one (see api/README.md).
 */
export async function requestSignInCode(
  ctx: AppContext,
  who: SignInIdentifier,
): Promise<{ nonce?: string }> {
  const userId = await findUser(ctx, who);
  return ctx.db.transaction(async (tx) => {
    const nonce = await issueCode(ctx, tx, {
      channel: who.channel,
      identifier: who.identifier,
      userId,
      purpose: 'sign-in',
      kind: 'sign-in-code',
      message: (code) => signInCodeMessage(who.channel, code),
    });
    return userId ? { nonce } : {};
  });
}

interface StartedSession {
  sessionId: string;
  refreshToken: string;
  refreshMaxAgeSeconds: number;
}

/**
 * When a refresh token issued now expires: REFRESH_TOKEN_TTL_DAYS from now,
 * but never after the session's absolute end, SESSION_MAX_DAYS after sign-in.
 */
function refreshExpiry(ctx: AppContext, sessionCreatedAt: Date, now: Date): Date {
  const sliding = now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS;
  const absolute = sessionCreatedAt.getTime() + ctx.config.sessionMaxDays * DAY_MS;
  return new Date(Math.min(sliding, absolute));
}

function maxAgeSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

async function startSession(
  ctx: AppContext,
  tx: Database,
  userId: string,
  now: Date,
): Promise<StartedSession> {
  const expiresAt = refreshExpiry(ctx, now, now);
  const refreshToken = newRefreshToken();
  const sessionId = await createSession(tx, { userId, now, expiresAt });
  await insertRefreshToken(tx, {
    sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    now,
    expiresAt,
  });
  return { sessionId, refreshToken, refreshMaxAgeSeconds: maxAgeSeconds(expiresAt, now) };
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
  // A code stored for an unknown identifier was never sent: its nonce matches nothing.
  if (!row?.userId) throw unauthorized(AUTH_MESSAGES.unknownCode);
  const userId = row.userId;
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
    await markEmailVerified(tx, userId, row.identifier, now);
    return startSession(ctx, tx, userId, now);
  });
  if (!started) throw unauthorized(AUTH_MESSAGES.codeUsed);
  return withAccessToken(ctx, userId, started, now);
}

/**
 * Rotates the refresh token. A token presented a second time means it was
 * copied: the whole session is revoked, unless it was used within the grace
 * window and its successor is still unused, in which case the caller gets
 * that same successor (see REFRESH_REUSE_GRACE_MS).
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
  if (found.expiresAt.getTime() <= now.getTime() && !found.usedAt) {
    throw unauthorized(AUTH_MESSAGES.sessionEnded);
  }

  // The successor is derived from the token itself, so a repeated request can be given it again.
  const next = successorRefreshToken(ctx.config.jwtSecret, refreshToken);
  const expiresAt = refreshExpiry(ctx, found.sessionCreatedAt, now);
  const rotated =
    !found.usedAt &&
    (await ctx.db.transaction(async (tx) => {
      if (!(await markRefreshTokenUsed(tx, found.id, now))) return false;
      await insertRefreshToken(tx, {
        sessionId: found.sessionId,
        tokenHash: hashRefreshToken(next),
        now,
        expiresAt,
      });
      await extendSession(tx, found.sessionId, now, expiresAt);
      return true;
    }));
  if (rotated) {
    return withAccessToken(
      ctx,
      found.userId,
      {
        sessionId: found.sessionId,
        refreshToken: next,
        refreshMaxAgeSeconds: maxAgeSeconds(expiresAt, now),
      },
      now,
    );
  }

  // Used already (a moment ago by a concurrent request, or earlier).
  const usedAt = (await findRefreshToken(ctx.db, hashRefreshToken(refreshToken)))?.usedAt;
  const successor = await findRefreshToken(ctx.db, hashRefreshToken(next));
  const withinGrace = usedAt && now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
  if (withinGrace && successor && !successor.usedAt && !successor.sessionRevokedAt) {
    return withAccessToken(
      ctx,
      found.userId,
      {
        sessionId: found.sessionId,
        refreshToken: next,
        refreshMaxAgeSeconds: maxAgeSeconds(successor.expiresAt, now),
      },
      now,
    );
  }
  await revokeSession(ctx.db, found.sessionId, now);
  throw new RefreshTokenReuseError(found.sessionId);
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
