import type { AppContext } from '../../app-context';
import type { AppError } from '../../http/app-error';
import { AUTH_MESSAGES } from './auth-messages';
import { codeMatches, OTP_MAX_ATTEMPTS } from './otp-code';
import { hasNewerCode, recordWrongAttempt, type OtpCodeRow } from './otp-repository';

/**
 * The rules every entered code meets before it counts: not used, not burnt
 * by 5 wrong tries, not expired, the latest one sent to its identifier, and
 * right (a wrong one uses up a try; a code sent to nobody is never right). `refuse` makes the error: a 401 where the
 * code signs in, a 400 where a signed-in user proves a number (a 401 there
 * would read as a session that ended).
 */
export async function checkCode(
  ctx: AppContext,
  row: OtpCodeRow,
  code: string,
  now: Date,
  refuse: (message: string) => AppError,
  /**
   * False for a code that was sent to nobody (asked for an identifier no
   * account signs in with): it goes through the same checks and counts its
   * tries like any other, and is never right.
   */
  canMatch = true,
): Promise<void> {
  if (row.consumedAt) throw refuse(AUTH_MESSAGES.codeUsed);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw refuse(AUTH_MESSAGES.codeBurnt);
  if (row.expiresAt.getTime() <= now.getTime()) throw refuse(AUTH_MESSAGES.codeExpired);
  if (await hasNewerCode(ctx.db, row)) throw refuse(AUTH_MESSAGES.codeSuperseded);
  if (!canMatch || !codeMatches(ctx.config.otpSecret, row.nonce, code, row.codeHash)) {
    const used = await recordWrongAttempt(ctx.db, row.id);
    throw refuse(AUTH_MESSAGES.incorrectCode(OTP_MAX_ATTEMPTS - (used ?? OTP_MAX_ATTEMPTS)));
  }
}
