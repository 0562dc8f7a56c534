import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Download, RotateCcw } from 'lucide-react';
import {
  ADMIN_PAYMENT_STATES,
  type AdminPayment,
  type AdminPaymentState,
  type AdminRefundResponse,
} from '@club/contract/admin-payments';
import { formatDateIN } from '@club/contract/format/date';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { Spinner } from '@club/ui/spinner';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { AdminLayout } from '@/features/admin/admin-shell/admin-layout';
import {
  downloadCreditNotePdf,
  fetchPaymentsPage,
  paymentKeys,
  type PaymentFilters,
} from './api/payment-requests';
import { RefundDialog } from './components/refund-dialog';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FilterRow } from '../components/filter-row';
import styles from './admin-payments-page.module.css';

export const PAYMENTS_MESSAGES = {
  loadFailed: 'The payments could not be loaded.',
  empty: 'No payments match these filters.',
  downloadFailed: 'The credit note could not be downloaded. Please try again.',
} as const;

const STATE_LABELS: Record<AdminPaymentState, string> = {
  created: 'Created',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

const KIND_LABELS: Record<AdminPayment['kind'], string> = {
  purchase: 'Purchase',
  renewal: 'Renewal',
  subscription: 'Subscription charge',
};

function ProviderIds({ payment }: { payment: AdminPayment }) {
  const ids: [string, string | null][] = [
    ['Order', payment.orderId],
    ['Payment', payment.paymentId],
    ['Refund', payment.refundId],
  ];
  const shown = ids.filter(([, id]) => id);
  if (shown.length === 0) return <span className={styles.muted}>None yet</span>;
  return (
    <dl className={styles.ids}>
      {shown.map(([label, id]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{id}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `./AdminPaymentsPage` (/admin/payments): every purchase and subscription
 * charge with its state, provider ids and invoice, by state and month; a paid
 * payment is refunded in full from here, with its GST credit note.
 */
export default function AdminPaymentsPage() {
  const [filters, setFilters] = useState<PaymentFilters>({ state: '', month: '' });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [refunded, setRefunded] = useState<AdminRefundResponse | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const payments = useInfiniteQuery({
    queryKey: paymentKeys.list(filters),
    queryFn: ({ pageParam }) => fetchPaymentsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const items = payments.data?.pages.flatMap((page) => page.items) ?? [];

  const download = async (note: { id: string; number: string }) => {
    setDownloadError(null);
    try {
      await downloadCreditNotePdf(note);
    } catch (error) {
      setDownloadError(getErrorMessage(error, PAYMENTS_MESSAGES.downloadFailed));
    }
  };

  const columns: AdminColumn<AdminPayment>[] = [
    {
      key: 'date',
      header: 'Date',
      cell: (payment) => (
        <time dateTime={payment.createdAt}>{formatDateIN(payment.createdAt)}</time>
      ),
    },
    {
      key: 'company',
      header: 'Company',
      cell: (payment) => (
        <div>
          <span className={styles.strong}>{payment.companyName}</span>
          <span className={styles.muted}>
            {payment.planName}, {KIND_LABELS[payment.kind].toLowerCase()}
          </span>
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (payment) => (
        <div>
          <span className={styles.strong}>{formatRupeesWithPaise(payment.total)}</span>
          <span className={styles.muted}>GST {formatRupeesWithPaise(payment.gst)}</span>
        </div>
      ),
    },
    {
      key: 'state',
      header: 'State',
      cell: (payment) => (
        <span className={styles.state} data-state={payment.state}>
          {STATE_LABELS[payment.state]}
        </span>
      ),
    },
    { key: 'ids', header: 'Provider ids', cell: (payment) => <ProviderIds payment={payment} /> },
    {
      key: 'documents',
      header: 'Invoice',
      cell: (payment) => (
        <div className={styles.documents}>
          <span>{payment.invoice?.number ?? <span className={styles.muted}>None</span>}</span>
          {payment.creditNote ? (
            <Button
              variant="link"
              size="sm"
              icon={<Download size={14} aria-hidden="true" />}
              onClick={() => payment.creditNote && void download(payment.creditNote)}
              aria-label={`Download credit note ${payment.creditNote.number}`}
            >
              {payment.creditNote.number}
            </Button>
          ) : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (payment) =>
        payment.refundable ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<RotateCcw size={14} aria-hidden="true" />}
            onClick={() => setRefunding(payment)}
            aria-label={`Refund ${formatRupeesWithPaise(payment.total)} to ${payment.companyName}`}
          >
            Refund
          </Button>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];

  return (
    <AdminLayout
      title="Payments and invoices"
      description="Every purchase and subscription charge, newest first. A refund gives the whole payment back and issues a GST credit note."
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
            <AdminTable
              caption="Payments, newest first"
              columns={columns}
              rows={items}
              rowKey={(payment) => payment.id}
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
          void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        }}
      />
    </AdminLayout>
  );
}
