import type { RefundedPayment } from '@club/contract/payment';
import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import { refundedPaymentText } from '@club/contract/payments/refund-notice';

/** The e-mail that confirms a refund, with the sentence the member saw after paying. */
export function refundMessage(refund: {
  username: string;
  refunded: RefundedPayment;
  paymentId: string;
  refundId: string;
}) {
  return {
    subject: `Your payment of ${formatRupees(refund.refunded.amount)} to ${CLUB_NAME} has been refunded`,
    text: [
      `Hello ${refund.username},`,
      '',
      refundedPaymentText(refund.refunded),
      '',
      `Payment ${refund.paymentId}, refund ${refund.refundId}. No invoice was issued for this payment.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}
