import type {
  AdminCapturedPayment,
  AdminPayment,
  AdminPaymentState,
} from '@club/contract/admin-payments';
import type { RefundedPayment } from '@club/contract/payment';

/** What the back office calls each state of a purchase, and each kind. */
export const STATE_LABELS: Record<AdminPaymentState, string> = {
  created: 'Created',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const KIND_LABELS: Record<AdminPayment['kind'], string> = {
  purchase: 'Purchase',
  renewal: 'Renewal',
  subscription: 'Subscription charge',
  upgrade: 'Upgrade',
};

/** Why the club gave a payment back on its own, as staff read it. */
const AUTOMATIC_REFUND_REASONS: Record<RefundedPayment['reason'], string> = {
  'already-active': 'Not needed: the plan was already active',
  'already-paid': 'Duplicate: the purchase was already paid',
  'renewal-not-due': 'Not needed: the term was already paid',
  'charge-not-due': 'Not needed: no renewal was due',
  'upgrade-not-due': 'Not needed: the upgrade no longer applied',
};

/** What became of a captured payment: a badge (coloured as the purchase states), and the sentence under it. */
export function capturedPaymentStatus(payment: AdminCapturedPayment): {
  tone: 'paid' | 'pending' | 'refunded';
  label: string;
  why: string | null;
} {
  const { refund } = payment;
  if (!refund) return { tone: 'paid', label: 'Captured', why: null };
  if (refund.by === 'staff') {
    return {
      tone: 'refunded',
      label: 'Refunded by staff',
      why: `Credit note ${refund.creditNoteNumber}`,
    };
  }
  return {
    tone: refund.refundId ? 'refunded' : 'pending',
    label: refund.refundId ? 'Refunded automatically' : 'Automatic refund pending',
    why: AUTOMATIC_REFUND_REASONS[refund.reason],
  };
}
