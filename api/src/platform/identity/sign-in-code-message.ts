import { CLUB_NAME } from '@club/contract/copy/club';
import type { Locale } from '@club/contract/locales';
import { translate } from '../messages/translate';
import { OTP_TTL_MINUTES } from './otp-code';

/** The texts of the message that carries a sign-in code, in the recipient's language. */
export function signInCodeMessage(language: Locale, channel: 'email' | 'sms', code: string) {
  const values = { club: CLUB_NAME, code, minutes: OTP_TTL_MINUTES };
  if (channel === 'sms') {
    return { subject: null, text: translate(language, 'signInCode.sms', values) };
  }
  return {
    subject: translate(language, 'signInCode.subject', values),
    text: translate(language, 'signInCode.body', values),
  };
}

/**
 * The SMS to a number an account holds but never proved, when someone asks
 * for a sign-in code to it: only a proved number signs in, and the way to
 * prove it is told to the number's owner, not to whoever asked.
 */
export function unverifiedMobileMessage(language: Locale) {
  return {
    subject: null,
    text: translate(language, 'signInCode.unverifiedMobile', { club: CLUB_NAME }),
  };
}
