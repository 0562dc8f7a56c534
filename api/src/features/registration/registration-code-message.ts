import { CLUB_NAME } from '@club/contract/copy/club';
import { OTP_TTL_MINUTES } from '../../platform/auth/otp-code';

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
