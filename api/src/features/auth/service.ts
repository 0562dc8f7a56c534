import { DAY_MS } from '@club/contract/india-time';
import type { AuthTokens, OtpRequestResponse, OtpVerifyBody } from '@club/contract/auth';
import { DEFAULT_LOCALE, type Locale } from '@club/contract/locales';
import {
  REGISTRATION_CONFLICT_MESSAGE,
  REGISTRATION_MOBILE_TAKEN_MESSAGE,
} from '@club/contract/registration';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { AppError, unauthorized } from '../../http/app-error';
import { grantListedAdmin } from '../../platform/users/admin-role';
import { openAccountFromRegistration, proveEmailBySignIn } from '../../platform/users/accounts';
import {
  findAccountByEmail,
  findAccountByMobile,
  roleNamesOf,
  type AccountLanguage,
} from '../../platform/users/repository';
import { readSignedClaims, signAccessToken } from '../../platform/identity/access-token';
import { AUTH_MESSAGES } from '../../platform/identity/auth-messages';
import { checkCode } from '../../platform/identity/check-code';
import { codeRequesterFor, type RequestOrigin } from '../../platform/identity/code-requester';
import { forgetSessions } from '../../platform/identity/open-sessions';
import { issueCode } from '../../platform/identity/issue-code';
import { consumeCode, findCodeByNonce } from '../../platform/identity/otp-repository';
import {
  hashRefreshToken,
  newRefreshToken,
  successorRefreshToken,
} from '../../platform/identity/refresh-token';
import {
  createSession,
  extendSession,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  type SessionClient,
} from '../../platform/identity/session-repository';
import {
  signInCodeMessage,
  unverifiedMobileMessage,
} from '../../platform/identity/sign-in-code-message';
import type { SignInIdentifier } from './sign-in-identifier';

/**
 * A refresh token used this recently may be presented again and gets the same
 * successor: two tabs refreshing at once, or a request retried after its
 * answer was lost, keep the session instead of looking like a stolen token.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Tokens for the client plus the refresh token that goes into the cookie. */
export interface IssuedSession extends AuthTokens {
  /** The account signed in. */
  userId: string;
  refreshToken: string;
  refreshMaxAgeSeconds: number;
}

/**
 * Whom a sign-in code would sign in: the account with this e-mail address, or
 * the account that proved this mobile number with an SMS code. A number that
 * was only typed into a registration signs nobody in.
 */
function findUser(ctx: AppContext, who: SignInIdentifier): Promise<AccountLanguage | null> {
  return who.channel === 'email'
    ? findAccountByEmail(ctx.db, who.email)
    : findAccountByMobile(ctx.db, who.countryCode, who.mobile, { proved: true });
}

/**
 * Issues a sign-in code and queues the message that carries it, in one
 * transaction, and answers with the nonce whoever the identifier belongs to.
 * An identifier that signs nobody in goes through the same steps (the lock,
 * the count, a stored code) and gets a nonce too, so neither the answer, its
 * time nor a 429 tells a registered identifier from an unknown one (see
 * docs/api/sign-in-and-sessions.md, "Code limits"). Its code is sent nowhere and never signs in.
 * A mobile number an account holds but never proved gets an SMS saying so
 * (sign in by e-mail, then verify the number): its owner learns it, whoever
 * asked does not. The message is in the account's language; `pageLanguage`, the language of
 * the page that asked, is used only where no account is found.
 */
export async function requestSignInCode(
  ctx: AppContext,
  who: SignInIdentifier,
  origin: RequestOrigin,
  pageLanguage: Locale = DEFAULT_LOCALE,
): Promise<OtpRequestResponse> {
  const account = await findUser(ctx, who);
  const userId = account?.id ?? null;
  const unprovenAccount =
    !account && who.channel === 'sms'
      ? await findAccountByMobile(ctx.db, who.countryCode, who.mobile, { proved: false })
      : null;
  const unproven = unprovenAccount !== null;
  const language = account?.language ?? unprovenAccount?.language ?? pageLanguage;
  return ctx.db.transaction(async (tx) => {
    const nonce = await issueCode(ctx, tx, {
      channel: who.channel,
      identifier: who.identifier,
      userId,
      requester: await codeRequesterFor(ctx, tx, userId, origin),
      send: userId !== null || unproven,
      purpose: 'sign-in',
      ...(unproven
        ? { kind: 'unverified-mobile-notice', message: () => unverifiedMobileMessage(language) }
        : {
            kind: 'sign-in-code',
            message: (code) => signInCodeMessage(language, who.channel, code),
            whatsAppFirst: (channel, code) => signInCodeMessage(language, channel, code),
          }),
    });
    return { nonce };
  });
}

/**
 * A registration's code proved an address that has an account, or the
 * registration gave a number another account proved: the registrant, who
 * has just shown they hold the address, is told so (and to sign in).
 */
function registrationConflict(on: 'email' | 'mobile'): AppError {
  return on === 'email'
    ? new AppError(409, 'CONFLICT', REGISTRATION_CONFLICT_MESSAGE, 'email')
    : new AppError(409, 'CONFLICT', REGISTRATION_MOBILE_TAKEN_MESSAGE, 'user.mobileNumber');
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
  client: SessionClient,
): Promise<StartedSession> {
  const expiresAt = refreshExpiry(ctx, now, now);
  const refreshToken = newRefreshToken();
  const sessionId = await createSession(tx, { userId, now, expiresAt, client });
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
  return { accessToken, userId, ...started };
}

/**
 * Checks a sign-in or registration code; on success starts a session. Every
 * failure is a 401 with a clear message. A registration's code turns that
 * registration into the account (see openAccountFromRegistration); a sign-in
 * code to an e-mail address proves it. Either way, an address listed in
 * ADMIN_EMAILS gets the admin role now that it is proved.
 */
export async function verifySignInCode(
  ctx: AppContext,
  { nonce, code }: OtpVerifyBody,
  client: SessionClient,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const row = await findCodeByNonce(ctx.db, nonce);
  // A code that proves a mobile number signs nobody in: its nonce (which only the signed-in
  // owner was given) matches nothing here.
  if (!row || row.purpose === 'mobile') throw unauthorized(AUTH_MESSAGES.unknownCode);
  // A code stored for an identifier nobody signs in with was never sent: its nonce answers
  // like any other (tries counted down, then burnt), so verifying tells nothing either.
  const signsIn =
    (row.purpose === 'sign-in' && row.userId !== null) ||
    (row.purpose === 'registration' && row.registrationId !== null);
  await checkCode(ctx, row, code, now, unauthorized, signsIn);

  const signedIn = await ctx.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id, now))) return null;
    let userId = row.userId;
    if (row.registrationId) {
      const opened = await openAccountFromRegistration(tx, row.registrationId, now);
      // The code is used and the registration dropped all the same (committed), then refused.
      if (opened && 'conflict' in opened) return opened;
      userId = opened?.userId ?? null;
    } else if (userId && row.identifier.includes('@')) {
      await proveEmailBySignIn(tx, userId, row.identifier, now);
    }
    if (!userId) return null;
    await grantListedAdmin(tx, userId, ctx.config.adminEmails, now);
    return { userId, session: await startSession(ctx, tx, userId, now, client) };
  });
  if (!signedIn) throw unauthorized(AUTH_MESSAGES.codeUsed);
  if ('conflict' in signedIn) throw registrationConflict(signedIn.conflict);
  return withAccessToken(ctx, signedIn.userId, signedIn.session, now);
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
  client: SessionClient,
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
      await extendSession(tx, found.sessionId, now, expiresAt, client);
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
  forgetSessions(ctx, [found.sessionId]);
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
    if (claims) {
      await revokeSession(ctx.db, claims.sid, now);
      forgetSessions(ctx, [claims.sid]);
    }
  }
  if (credentials.refreshToken) {
    const found = await findRefreshToken(ctx.db, hashRefreshToken(credentials.refreshToken));
    if (found) {
      await revokeSession(ctx.db, found.sessionId, now);
      forgetSessions(ctx, [found.sessionId]);
    }
  }
}
