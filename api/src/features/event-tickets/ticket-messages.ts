import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDateTime } from '@club/contract/india-time';

/** The e-mail after a ticket payment; the tax invoice is attached. */
export function ticketReceiptMessage(receipt: {
  username: string;
  eventTitle: string;
  ticketTypeName: string;
  startsAt: Date;
  cancellationCutoffAt: Date;
  total: number;
  invoiceNumber: string;
}) {
  return {
    subject: `Your ticket for ${receipt.eventTitle} (${receipt.invoiceNumber})`,
    text: [
      `Hello ${receipt.username},`,
      '',
      `Thank you: we have received your payment of ${formatRupees(receipt.total)} (GST included) ` +
        `for a ${receipt.ticketTypeName} ticket to ${receipt.eventTitle}, ` +
        `${formatIndianDateTime(receipt.startsAt)}.`,
      `You can cancel it for a full refund until ${formatIndianDateTime(receipt.cancellationCutoffAt)}.`,
      '',
      `Your GST tax invoice ${receipt.invoiceNumber} is attached.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}

/** The e-mail when a ticket is cancelled; the credit note is attached. */
export function ticketCancelledMessage(notice: {
  username: string;
  eventTitle: string;
  total: number;
  creditNoteNumber: string;
  byTheClub: boolean;
}) {
  return {
    subject: `Your ticket for ${notice.eventTitle} is cancelled (${notice.creditNoteNumber})`,
    text: [
      `Hello ${notice.username},`,
      '',
      (notice.byTheClub
        ? `We are sorry: ${notice.eventTitle} is cancelled. `
        : `Your ticket for ${notice.eventTitle} is cancelled. `) +
        `${formatRupees(notice.total)} (GST included) is refunded to the card that paid; ` +
        'banks usually show it within 5 to 7 working days.',
      '',
      `Credit note ${notice.creditNoteNumber} is attached.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}

/** The e-mail offering a freed seat to the next person on the waitlist. */
export function seatOfferMessage(offer: {
  eventTitle: string;
  ticketTypeName: string;
  expiresAt: Date;
}) {
  return {
    subject: `A seat is free for ${offer.eventTitle}`,
    text: [
      'Hello,',
      '',
      `A ${offer.ticketTypeName} seat at ${offer.eventTitle} has freed up and it is yours ` +
        `if you pay for it by ${formatIndianDateTime(offer.expiresAt)}: sign in and accept ` +
        'the offer from your tickets. After that it goes to the next person on the waitlist.',
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}

/** The e-mail when a payment came after its seat had gone. */
export function ticketNotIssuedMessage(notice: {
  username: string;
  eventTitle: string;
  total: number;
}) {
  return {
    subject: `Your payment for ${notice.eventTitle} is refunded`,
    text: [
      `Hello ${notice.username},`,
      '',
      `Your payment of ${formatRupees(notice.total)} for ${notice.eventTitle} arrived after ` +
        'the seat held for you had gone, so no ticket was issued: it is refunded in full.',
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}
