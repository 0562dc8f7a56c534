import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import { formatMembershipEnd } from '@club/contract/format/india-date';

/** The receipt e-mailed after a membership payment; the tax invoice is attached. */
export function receiptMessage(receipt: {
  username: string;
  plan: string;
  total: number;
  invoiceNumber: string;
  endsAt: Date;
  /** False for a membership whose auto-renewal is off: it will not be charged again. */
  autoRenews?: boolean;
}) {
  const until = formatMembershipEnd(receipt.endsAt);
  return {
    subject: `Your ${CLUB_NAME} membership receipt (${receipt.invoiceNumber})`,
    text: [
      `Hello ${receipt.username},`,
      '',
      `Thank you: we have received your payment of ${formatRupees(receipt.total)} ` +
        `(GST included) for the ${receipt.plan} membership. It is active until ${until} ` +
        (receipt.autoRenews === false
          ? 'and does not renew automatically: you can renew it from your account before then.'
          : 'and renews every 12 months unless you cancel before the next yearly charge.'),
      '',
      `Your GST tax invoice ${receipt.invoiceNumber} is attached. You can download it again from your account.`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}

/** `BBC-26-27-000001.pdf`: the invoice number, safe as a file name. */
export function invoiceFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}
