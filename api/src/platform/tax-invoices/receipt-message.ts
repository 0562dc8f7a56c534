import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import type { Locale } from '@club/contract/locales';
import { messageMembershipEnd } from '../messages/dates';
import { letter } from '../messages/letter';
import { translate } from '../messages/translate';

/**
 * The receipt e-mailed after a membership payment, in the payer's language; the tax invoice
 * attached to it stays in English, as GST practice allows.
 */
export function receiptMessage(receipt: {
  username: string;
  plan: string;
  total: number;
  invoiceNumber: string;
  endsAt: Date;
  /** False for a membership whose auto-renewal is off: it will not be charged again. */
  autoRenews?: boolean;
  /** The payer's language (English when not given). */
  language?: Locale;
}) {
  const language = receipt.language ?? 'en';
  const values = {
    club: CLUB_NAME,
    name: receipt.username,
    plan: receipt.plan,
    amount: formatRupees(receipt.total),
    invoice: receipt.invoiceNumber,
    date: messageMembershipEnd(language, receipt.endsAt),
  };
  return {
    subject: translate(language, 'receipt.subject', values),
    text: letter(language, receipt.username, [
      translate(
        language,
        receipt.autoRenews === false ? 'receipt.paid.once' : 'receipt.paid.renews',
        values,
      ),
      translate(language, 'receipt.invoice', values),
    ]),
  };
}

/** `BBC-26-27-000001.pdf`: the invoice number, safe as a file name. */
export function invoiceFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}
