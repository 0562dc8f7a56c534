import { CLUB_NAME } from '@club/contract/copy/club';

/** The e-mail that carries an invoice the club sends again (an admin resent it). */
export function invoiceResentMessage(invoice: { username: string; invoiceNumber: string }) {
  return {
    subject: `Your ${CLUB_NAME} tax invoice ${invoice.invoiceNumber}`,
    text: [
      `Hello ${invoice.username},`,
      '',
      `As requested, your GST tax invoice ${invoice.invoiceNumber} is attached again. ` +
        'You can also download it from your account at any time.',
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}
