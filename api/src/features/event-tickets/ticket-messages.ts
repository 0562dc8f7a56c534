import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import type { Locale } from '@club/contract/locales';
import { messageMoment } from '../../platform/messages/dates';
import { letter } from '../../platform/messages/letter';
import { translate, type MessageId, type MessageValues } from '../../platform/messages/translate';

/** A message's words in the buyer's language (English when not given), the club filled in. */
const wordsIn =
  (language: Locale = 'en') =>
  (id: MessageId, values: MessageValues = {}) =>
    translate(language, id, { club: CLUB_NAME, ...values });

/**
 * The e-mail after a ticket payment, in the buyer's language; the tax invoice attached to it
 * stays in English.
 */
export function ticketReceiptMessage(receipt: {
  username: string;
  eventTitle: string;
  ticketTypeName: string;
  startsAt: Date;
  cancellationCutoffAt: Date;
  total: number;
  invoiceNumber: string;
  language?: Locale;
}) {
  const language = receipt.language ?? 'en';
  const words = wordsIn(language);
  const values = {
    name: receipt.username,
    event: receipt.eventTitle,
    invoice: receipt.invoiceNumber,
  };
  return {
    subject: words('ticketReceipt.subject', values),
    text: letter(language, receipt.username, [
      [
        words('ticketReceipt.paid', {
          ...values,
          amount: formatRupees(receipt.total),
          type: receipt.ticketTypeName,
          when: messageMoment(language, receipt.startsAt),
        }),
        words('ticketReceipt.cutoff', {
          when: messageMoment(language, receipt.cancellationCutoffAt),
        }),
      ].join('\n'),
      words('ticketReceipt.invoice', values),
    ]),
  };
}

/** The e-mail when a ticket is cancelled, in the buyer's language; the credit note is attached. */
export function ticketCancelledMessage(notice: {
  username: string;
  eventTitle: string;
  total: number;
  creditNoteNumber: string;
  byTheClub: boolean;
  language?: Locale;
}) {
  const words = wordsIn(notice.language);
  const values = {
    name: notice.username,
    event: notice.eventTitle,
    amount: formatRupees(notice.total),
    creditNote: notice.creditNoteNumber,
  };
  return {
    subject: words('ticketCancelled.subject', values),
    text: letter(notice.language ?? 'en', notice.username, [
      words(notice.byTheClub ? 'ticketCancelled.byClub' : 'ticketCancelled.byBuyer', values),
      words('ticketCancelled.creditNote', values),
    ]),
  };
}

/** The e-mail offering a freed seat to the next person on the waitlist, in their language. */
export function seatOfferMessage(offer: {
  eventTitle: string;
  ticketTypeName: string;
  expiresAt: Date;
  language?: Locale;
}) {
  const language = offer.language ?? 'en';
  const words = wordsIn(language);
  return {
    subject: words('seatOffer.subject', { event: offer.eventTitle }),
    text: letter(language, null, [
      words('seatOffer.body', {
        event: offer.eventTitle,
        type: offer.ticketTypeName,
        when: messageMoment(language, offer.expiresAt),
      }),
    ]),
  };
}

/** The e-mail when a payment came after its seat had gone, in the buyer's language. */
export function ticketNotIssuedMessage(notice: {
  username: string;
  eventTitle: string;
  total: number;
  language?: Locale;
}) {
  const words = wordsIn(notice.language);
  const values = {
    name: notice.username,
    event: notice.eventTitle,
    amount: formatRupees(notice.total),
  };
  return {
    subject: words('ticketNotIssued.subject', values),
    text: letter(notice.language ?? 'en', notice.username, [words('ticketNotIssued.body', values)]),
  };
}
