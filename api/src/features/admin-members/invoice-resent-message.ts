import { CLUB_NAME } from '@club/contract/copy/club';
import type { Locale } from '@club/contract/locales';
import { letter } from '../../platform/messages/letter';
import { translate } from '../../platform/messages/translate';

/**
 * The e-mail that carries an invoice the club sends again (an admin resent it), in the
 * member's language; the invoice itself is in English.
 */
export function invoiceResentMessage(invoice: {
  username: string;
  invoiceNumber: string;
  language?: Locale;
}) {
  const language = invoice.language ?? 'en';
  const values = { club: CLUB_NAME, name: invoice.username, invoice: invoice.invoiceNumber };
  return {
    subject: translate(language, 'invoiceResent.subject', values),
    text: letter(language, invoice.username, [translate(language, 'invoiceResent.body', values)]),
  };
}
