import { CLUB_NAME } from '@club/contract/copy/club';
import type { Locale } from '@club/contract/locales';
import { translate } from '../../platform/messages/translate';
import { OTP_TTL_MINUTES } from '../../platform/identity/otp-code';

/**
 * The e-mail that carries the code which confirms a new registration's
 * address, in the language of the page that registered. It names the
 * company, so the owner of an address that someone else registered sees
 * what the code would confirm.
 */
export function registrationCodeMessage(
  language: Locale,
  username: string,
  companyName: string,
  code: string,
) {
  const values = {
    club: CLUB_NAME,
    name: username,
    company: companyName,
    code,
    minutes: OTP_TTL_MINUTES,
  };
  return {
    subject: translate(language, 'registrationCode.subject', values),
    text: translate(language, 'registrationCode.body', values),
  };
}

/**
 * The e-mail to an address that already has an account, when someone
 * registers it again, in the account's language: it carries a code all the
 * same (the registration form waits for one, and entering it says the
 * account exists), and says to sign in.
 */
export function registrationForAccountMessage(
  language: Locale,
  username: string,
  companyName: string,
  code: string,
) {
  const values = {
    club: CLUB_NAME,
    name: username,
    company: companyName,
    code,
    minutes: OTP_TTL_MINUTES,
  };
  return {
    subject: translate(language, 'registrationCode.existingAccount.subject', values),
    text: translate(language, 'registrationCode.existingAccount.body', values),
  };
}
