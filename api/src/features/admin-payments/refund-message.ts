import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import { formatMembershipEnd } from '@club/contract/india-time';

/** The e-mail that tells a member of an admin's refund; the credit note is attached. */
export function adminRefundMessage(refund: {
  username: string;
  plan: string;
  total: number;
  invoiceNumber: string;
  creditNoteNumber: string;
  reason: string;
  /** When the membership's access ends (now, or the day the admin chose); null when unchanged. */
  accessEndsAt: Date | null;
  endedNow: boolean;
  paymentId: string;
  refundId: string;
}) {
  const membership = refund.endedNow
    ? `Your ${refund.plan} membership has ended.`
    : refund.accessEndsAt
      ? `Your ${refund.plan} membership stays active until ${formatMembershipEnd(refund.accessEndsAt)} and will not renew.`
      : '';
  return {
    subject: `Your payment of ${formatRupees(refund.total)} to ${CLUB_NAME} has been refunded (credit note ${refund.creditNoteNumber})`,
    text: [
      `Hello ${refund.username},`,
      '',
      `We have refunded your payment of ${formatRupees(refund.total)} (GST included) for the ` +
        `${refund.plan} membership, invoice ${refund.invoiceNumber}. Reason: ${refund.reason}`,
      ...(membership ? ['', membership] : []),
      '',
      `The GST credit note ${refund.creditNoteNumber} is attached. The money goes back to the card ` +
        `that paid, usually within 5 to 7 working days.`,
      '',
      `Payment ${refund.paymentId}, refund ${refund.refundId}.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}
