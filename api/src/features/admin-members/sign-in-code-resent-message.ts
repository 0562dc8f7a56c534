import { CLUB_NAME } from '@club/contract/copy/club';
import { OTP_TTL_MINUTES } from '../../platform/identity/otp-code';

/**
 * The e-mail that carries a sign-in code the club's staff sent (an admin's
 * "resend a sign-in code"): the code, and a link that opens the sign-in page
 * at its code step, since the owner's browser never asked for this code.
 */
export function signInCodeResentMessage(code: string, signInLink: string) {
  return {
    subject: `Your ${CLUB_NAME} sign-in code`,
    text: [
      'Hello,',
      '',
      `The ${CLUB_NAME} staff sent you this sign-in code at your request. ` +
        'If you did not ask them for it, ignore this message.',
      '',
      `Your ${CLUB_NAME} sign-in code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      '',
      `To sign in, open ${signInLink} and type the code.`,
      '',
      `Never share this code: the ${CLUB_NAME} team will never ask you for it.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}
