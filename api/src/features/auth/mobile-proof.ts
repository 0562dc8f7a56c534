import type { MobileVerifyBody } from '@club/contract/auth';
import { CLUB_NAME } from '@club/contract/copy/club';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { accountMobileOf, findUserIdByMobile } from '../../platform/users/repository';
import { AUTH_MESSAGES } from '../../platform/identity/auth-messages';
import { checkCode } from '../../platform/identity/check-code';
import { accountItself, type RequestOrigin } from '../../platform/identity/code-requester';
import { issueCode } from '../../platform/identity/issue-code';
import { OTP_TTL_MINUTES } from '../../platform/identity/otp-code';
import { consumeCode, findCodeByNonce } from '../../platform/identity/otp-repository';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** A wrong code is the caller's input, not a session that ended (which a 401 would say). */
const wrongCode = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, 'code');

function mobileCodeMessage(code: string) {
  return {
    subject: null,
    text:
      `${code} is your ${CLUB_NAME} code to verify this mobile number. It expires in ` +
      `${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
  };
}

/** The account's mobile number, while it still has to be proved. */
async function accountMobile(ctx: AppContext, userId: string) {
  const mobile = await accountMobileOf(ctx.db, userId);
  if (!mobile) throw conflict(AUTH_MESSAGES.noMobile);
  if (mobile.proved) throw conflict(AUTH_MESSAGES.mobileAlreadyVerified);
  return mobile;
}

/**
 * Sends an SMS code to the signed-in user's own mobile number, the one given
 * at registration, so that they can prove it and sign in with it from then on.
 * The code counts towards the account's hourly code limit.
 */
export async function requestMobileCode(
  ctx: AppContext,
  userId: string,
  origin: RequestOrigin,
): Promise<{ nonce: string }> {
  const mobile = await accountMobile(ctx, userId);
  const holder = await findUserIdByMobile(ctx.db, mobile.countryCode, mobile.mobileNumber, {
    proved: true,
  });
  if (holder) throw conflict(AUTH_MESSAGES.mobileVerifiedElsewhere);
  const nonce = await ctx.db.transaction((tx) =>
    issueCode(ctx, tx, {
      channel: 'sms',
      identifier: mobile.identifier,
      userId,
      requester: accountItself(ctx, origin),
      send: true,
      purpose: 'mobile',
      kind: 'mobile-code',
      message: mobileCodeMessage,
    }),
  );
  return { nonce };
}

/**
 * The code from that SMS proves the number: it is the account's sign-in
 * number from now on. Only a code sent to this account's current number
 * counts, and a number another account proved first stays that account's.
 */
export async function confirmMobile(
  ctx: AppContext,
  userId: string,
  { nonce, code }: MobileVerifyBody,
): Promise<void> {
  const now = ctx.clock.now();
  const mobile = await accountMobile(ctx, userId);
  const row = await findCodeByNonce(ctx.db, nonce);
  if (
    !row ||
    row.purpose !== 'mobile' ||
    row.userId !== userId ||
    row.identifier !== mobile.identifier
  ) {
    throw wrongCode(AUTH_MESSAGES.unknownCode);
  }
  await checkCode(ctx, row, code, now, wrongCode);
  try {
    const proved = await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, row.id, now))) return false;
      await tx.update(users).set({ mobileVerifiedAt: now }).where(eq(users.id, userId));
      return true;
    });
    if (!proved) throw wrongCode(AUTH_MESSAGES.codeUsed);
  } catch (error) {
    if (isUniqueViolation(error, 'users_verified_mobile_unique')) {
      throw conflict(AUTH_MESSAGES.mobileVerifiedElsewhere);
    }
    throw error;
  }
}
