import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import {
  ADMIN_PAYMENT_STATES,
  type AdminPayment,
  type AdminPaymentState,
  type AdminRefundResponse,
} from '@club/contract/admin-payments';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { Spinner } from '@club/ui/spinner';
import { AdminLayout } from '@/features/admin/admin-shell/admin-layout';
import { downloadCreditNotePdf, paymentQueries, type PaymentFilters } from './api/payment-requests';
import { PaymentsTable } from './components/payments-table';
import { RefundDialog } from './components/refund-dialog';
import { STATE_LABELS } from './payment-labels';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FilterRow } from '../components/filter-row';
import styles from './admin-payments-page.module.css';

export const PAYMENTS_MESSAGES = {
  loadFailed: 'The payments could not be loaded.',
  empty: 'No payments match these filters.',
  downloadFailed: 'The credit note could not be downloaded. Please try again.',
} as const;

/**
 * `./AdminPaymentsPage` (/admin/payments): every purchase and subscription
 * charge with its state, each payment made for it (a duplicate and its
 * automatic refund too) and its invoice, by state and month; a paid purchase
 * is refunded in full from here, with its GST credit note.
 */
export default function AdminPaymentsPage() {
  const [filters, setFilters] = useState<PaymentFilters>({ state: '', month: '' });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [refunded, setRefunded] = useState<AdminRefundResponse | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const payments = useInfiniteQuery(paymentQueries.list(filters));
  const items = payments.data?.pages.flatMap((page) => page.items) ?? [];

  const download = async (note: { id: string; number: string }) => {
    setDownloadError(null);
    try {
      await downloadCreditNotePdf(note);
    } catch (error) {
      setDownloadError(getErrorMessage(error, PAYMENTS_MESSAGES.downloadFailed));
    }
  };

  return (
    <AdminLayout
      title="Payments and invoices"
      description="Every purchase and subscription charge with each payment made for it, newest first. A refund gives the whole payment back and issues a GST credit note."
    >
      <FilterRow aria-label="Filter payments" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="State"
          placeholder="All states"
          value={filters.state}
          options={ADMIN_PAYMENT_STATES.map((state) => ({
            value: state,
            label: STATE_LABELS[state],
          }))}
          onChange={(event) =>
            setFilters({ ...filters, state: event.target.value as AdminPaymentState | '' })
          }
        />
        <TextField
          type="month"
          label="Month"
          hint="Payments made in this month"
          value={filters.month}
          onChange={(event) => setFilters({ ...filters, month: event.target.value })}
        />
        {filters.state || filters.month ? (
          <Button variant="ghost" onClick={() => setFilters({ state: '', month: '' })}>
            Clear filters
          </Button>
        ) : null}
      </FilterRow>

      {refunded ? (
        <Alert
          tone="success"
          title="Payment refunded"
          onDismiss={() => setRefunded(null)}
          actions={
            <Button
              variant="secondary"
              size="sm"
              icon={<Download size={14} aria-hidden="true" />}
              onClick={() => void download(refunded.creditNote)}
              aria-label={`Download credit note ${refunded.creditNote.number}`}
            >
              Credit note PDF
            </Button>
          }
        >
          {formatRupeesWithPaise(refunded.creditNote.total)} refunded (refund {refunded.refundId}).
          Credit note {refunded.creditNote.number} has been issued and e-mailed to the member.
        </Alert>
      ) : null}
      {downloadError ? (
        <Alert tone="error" onDismiss={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      ) : null}

      <section aria-labelledby="payments-heading" aria-busy={payments.isFetching || undefined}>
        <h2 id="payments-heading" className={styles.sectionTitle}>
          Payments
        </h2>
        {payments.isPending ? (
          <p className={styles.status} role="status">
            <Spinner size={16} decorative /> Loading payments…
          </p>
        ) : payments.isError && !payments.isFetchNextPageError ? (
          <Alert
            tone="error"
            actions={
              <Button variant="secondary" size="sm" onClick={() => void payments.refetch()}>
                Try again
              </Button>
            }
          >
            {PAYMENTS_MESSAGES.loadFailed}
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState announce>{PAYMENTS_MESSAGES.empty}</EmptyState>
        ) : (
          <>
            <PaymentsTable
              purchases={items}
              onRefund={setRefunding}
              onDownloadCreditNote={(note) => void download(note)}
            />
            {payments.isFetchNextPageError ? (
              <Alert tone="error">{PAYMENTS_MESSAGES.loadFailed}</Alert>
            ) : null}
            {payments.hasNextPage ? (
              <Button
                variant="secondary"
                className={styles.more}
                loading={payments.isFetchingNextPage}
                onClick={() => void payments.fetchNextPage()}
              >
                Show more payments
              </Button>
            ) : null}
          </>
        )}
      </section>

      <RefundDialog
        payment={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(refund) => {
          setRefunding(null);
          setRefunded(refund);
          void queryClient.invalidateQueries({ queryKey: paymentQueries.all });
        }}
      />
    </AdminLayout>
  );
}
