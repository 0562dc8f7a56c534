import { Download, RotateCcw } from 'lucide-react';
import type { AdminPayment } from '@club/contract/admin-payments';
import { formatIndianDate } from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { Button } from '@club/ui/button';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { KIND_LABELS, STATE_LABELS } from '../payment-labels';
import { CapturedPayments } from './captured-payments';
import styles from '../admin-payments-page.module.css';

interface PaymentsTableProps {
  purchases: readonly AdminPayment[];
  onRefund: (purchase: AdminPayment) => void;
  onDownloadCreditNote: (note: { id: string; number: string }) => void;
}

/**
 * The purchases, newest first: what was bought, its state, each payment made
 * for it, its invoice (and credit note) with the refund of the purchase.
 */
export function PaymentsTable({ purchases, onRefund, onDownloadCreditNote }: PaymentsTableProps) {
  const columns: AdminColumn<AdminPayment>[] = [
    {
      key: 'date',
      header: 'Date',
      // The day in India, as the month filter counts it.
      cell: (purchase) => (
        <time dateTime={purchase.createdAt}>{formatIndianDate(purchase.createdAt)}</time>
      ),
    },
    {
      key: 'company',
      header: 'Company',
      cell: (purchase) => (
        <div>
          <span className={styles.strong}>{purchase.companyName}</span>
          <span className={styles.muted}>
            {purchase.planName}, {KIND_LABELS[purchase.kind].toLowerCase()}
          </span>
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (purchase) => (
        <div>
          <span className={`${styles.strong} ${styles.nowrap}`}>
            {formatRupeesWithPaise(purchase.total)}
          </span>
          <span className={`${styles.muted} ${styles.nowrap}`}>
            GST {formatRupeesWithPaise(purchase.gst)}
          </span>
        </div>
      ),
    },
    {
      key: 'state',
      header: 'State',
      cell: (purchase) => (
        <div>
          <span className={styles.state} data-state={purchase.state}>
            {STATE_LABELS[purchase.state]}
          </span>
          {purchase.payments.length > 1 ? (
            <span className={styles.muted}>Paid {purchase.payments.length} times</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'payments',
      header: 'Payments',
      cell: (purchase) => <CapturedPayments purchase={purchase} />,
    },
    {
      key: 'documents',
      header: 'Invoice',
      cell: (purchase) => (
        <div className={styles.documents}>
          <span className={styles.nowrap}>
            {purchase.invoice?.number ?? <span className={styles.muted}>None</span>}
          </span>
          {purchase.creditNote ? (
            <Button
              variant="link"
              size="sm"
              icon={<Download size={14} aria-hidden="true" />}
              onClick={() => purchase.creditNote && onDownloadCreditNote(purchase.creditNote)}
              aria-label={`Download credit note ${purchase.creditNote.number}`}
            >
              {purchase.creditNote.number}
            </Button>
          ) : null}
          {/* The invoiced purchase is what staff refund: its action sits with its invoice. */}
          {purchase.refundable ? (
            <span className={styles.action}>
              <Button
                variant="secondary"
                size="sm"
                icon={<RotateCcw size={14} aria-hidden="true" />}
                onClick={() => onRefund(purchase)}
                aria-label={`Refund ${formatRupeesWithPaise(purchase.total)} to ${purchase.companyName}`}
              >
                Refund
              </Button>
            </span>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <AdminTable
      caption="Payments, newest first"
      columns={columns}
      rows={purchases}
      rowKey={(purchase) => purchase.id}
    />
  );
}
