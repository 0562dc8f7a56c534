import { CLUB_NAME } from '@club/contract/copy/club';
import type { Locale } from '@club/contract/locales';
import { OTP_TTL_MINUTES } from '../../platform/identity/otp-code';
import { letter } from '../../platform/messages/letter';
import { translate } from '../../platform/messages/translate';

/**
 * The e-mail that carries a sign-in code the club's staff sent (an admin's
 * "resend a sign-in code"), in the owner's language: the code, and a link that opens the
 * sign-in page at its code step, since the owner's browser never asked for this code.
 */
export function signInCodeResentMessage(code: string, signInLink: string, language: Locale = 'en') {
  const values = {
    club: CLUB_NAME,
    code,
    minutes: String(OTP_TTL_MINUTES),
    link: signInLink,
  };
  const line = (id: Parameters<typeof translate>[1]) => translate(language, id, values);
  return {
    subject: line('signInCode.subject'),
    text: letter(language, null, [
      line('codeResent.why'),
      line('codeResent.code'),
      line('codeResent.open'),
      line('codeResent.never'),
    ]),
  };
}
