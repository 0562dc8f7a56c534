import type { RefundedPayment } from '@club/contract/payment';
import { formatRupees } from '@club/contract/format/currency';
import { formatMembershipEnd } from '@club/contract/india-time/format';

/** Why the payment was not used, in the member's words. */
function whyRefunded({ reason, planName, endsAt }: RefundedPayment): string {
  const until = endsAt ? formatMembershipEnd(endsAt) : null;
  switch (reason) {
    case 'already-active':
      return until
        ? `You already hold an active ${planName} membership until ${until}.`
        : `You already hold an active ${planName} membership.`;
    case 'already-paid':
      return until
        ? `This purchase was already paid: your ${planName} membership is active until ${until}.`
        : 'This purchase was already paid.';
    case 'renewal-not-due':
      return until
        ? `This term of your ${planName} membership is already paid: it runs until ${until}.`
        : `Your ${planName} membership can no longer be renewed.`;
    case 'charge-not-due':
      return until
        ? `No renewal of your ${planName} membership was due: it is paid until ${until}.`
        : `Your ${planName} membership no longer renews.`;
    case 'upgrade-not-due':
      return until
        ? `Your membership is already on ${planName} until ${until}.`
        : `Your membership can no longer be upgraded to ${planName}.`;
  }
}

/**
 * What a member is told about a payment the club did not need and refunded:
 * after paying (the page) and in the e-mail that confirms the refund.
 */
export function refundedPaymentText(refund: RefundedPayment): string {
  return (
    `${whyRefunded(refund)} This payment of ${formatRupees(refund.amount)} has been refunded; ` +
    'it reaches your card in 5–7 working days.'
  );
}
