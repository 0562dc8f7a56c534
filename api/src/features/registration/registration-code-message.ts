import { CLUB_NAME } from '@club/contract/copy/club';
import { OTP_TTL_MINUTES } from '../../platform/identity/otp-code';

/**
 * The e-mail that carries the code which confirms a new registration's
 * address. It names the company, so the owner of an address that someone
 * else registered sees what the code would confirm.
 */
export function registrationCodeMessage(username: string, companyName: string, code: string) {
  return {
    subject: `Confirm your e-mail address for ${CLUB_NAME}`,
    text: [
      `Hello ${username},`,
      '',
      `Thank you for registering ${companyName} with ${CLUB_NAME}. Your verification code is ${code}. ` +
        `It expires in ${OTP_TTL_MINUTES} minutes.`,
      '',
      `If you did not register ${companyName}, ignore this message: nothing happens without the code.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}

/**
 * The e-mail to an address that already has an account, when someone
 * registers it again: it carries a code all the same (the registration form
 * waits for one, and entering it says the account exists), and says to sign in.
 */
export function registrationForAccountMessage(username: string, companyName: string, code: string) {
  return {
    subject: `Your e-mail address already has a ${CLUB_NAME} account`,
    text: [
      `Hello ${username},`,
      '',
      `Someone registered ${companyName} with ${CLUB_NAME} using this e-mail address, which ` +
        'already has an account. To use your account, sign in with a one-time code instead.',
      '',
      `If it was you, your verification code is ${code} (it expires in ${OTP_TTL_MINUTES} ` +
        'minutes): entering it confirms that the account exists, and changes nothing in it.',
      '',
      'If it was not you, ignore this message: nothing happens without the code.',
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}
