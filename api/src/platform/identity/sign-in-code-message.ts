import { CLUB_NAME } from '@club/contract/copy/club';
import { OTP_TTL_MINUTES } from './otp-code';

/** The texts of the message that carries a sign-in code. */
export function signInCodeMessage(channel: 'email' | 'sms', code: string) {
  if (channel === 'sms') {
    return {
      subject: null,
      text:
        `${code} is your ${CLUB_NAME} sign-in code. It expires in ${OTP_TTL_MINUTES} minutes. ` +
        'If you did not ask for it, ignore this message.',
    };
  }
  return {
    subject: `Your ${CLUB_NAME} sign-in code`,
    text: [
      'Hello,',
      '',
      `Your ${CLUB_NAME} sign-in code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. ` +
        'If you did not ask for it, ignore this message.',
      '',
      `Never share this code: the ${CLUB_NAME} team will never ask you for it.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}

/**
 * The SMS to a number an account holds but never proved, when someone asks
 * for a sign-in code to it: only a proved number signs in, and the way to
 * prove it is told to the number's owner, not to whoever asked.
 */
export function unverifiedMobileMessage() {
  return {
    subject: null,
    text:
      `Someone asked to sign in to ${CLUB_NAME} with this mobile number. It is not verified ` +
      'yet, so it cannot be used to sign in: sign in with your e-mail address, then verify ' +
      'the number in My Profile. If you did not ask, ignore this message.',
  };
}
