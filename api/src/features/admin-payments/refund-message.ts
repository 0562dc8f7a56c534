import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import type { Locale } from '@club/contract/locales';
import { messageMembershipEnd } from '../../platform/messages/dates';
import { letter } from '../../platform/messages/letter';
import { translate } from '../../platform/messages/translate';

/**
 * The e-mail that tells a member of an admin's refund, in the member's language (the admin's
 * reason as written); the credit note is attached.
 */
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
  /** The member's language (English when not given). */
  language?: Locale;
}) {
  const language = refund.language ?? 'en';
  const values = {
    club: CLUB_NAME,
    name: refund.username,
    plan: refund.plan,
    amount: formatRupees(refund.total),
    invoice: refund.invoiceNumber,
    creditNote: refund.creditNoteNumber,
    reason: refund.reason,
    paymentId: refund.paymentId,
    refundId: refund.refundId,
  };
  const line = (id: Parameters<typeof translate>[1], more: Record<string, string> = {}) =>
    translate(language, id, { ...values, ...more });
  const membership = refund.endedNow
    ? line('adminRefund.ended')
    : refund.accessEndsAt
      ? line('adminRefund.until', { date: messageMembershipEnd(language, refund.accessEndsAt) })
      : '';
  return {
    subject: line('adminRefund.subject'),
    text: letter(language, refund.username, [
      line('adminRefund.refunded'),
      ...(membership ? [membership] : []),
      line('adminRefund.creditNote'),
      line('adminRefund.ids'),
    ]),
  };
}
