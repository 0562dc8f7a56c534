import { useQuery } from '@tanstack/react-query';
import type { TicketSale } from '@club/contract/event-tickets';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { paidEventQueries } from '../api/paid-event-requests';
import styles from '../admin-paid-events-page.module.css';

const COLUMNS: readonly AdminColumn<TicketSale>[] = [
  { key: 'paidAt', header: 'Paid', cell: (sale) => formatIndianDateTime(sale.paidAt) },
  {
    key: 'buyer',
    header: 'Buyer',
    cell: (sale) => (
      <>
        {sale.buyerName}
        <br />
        {sale.buyerEmail}
      </>
    ),
  },
  { key: 'type', header: 'Ticket', cell: (sale) => `${sale.ticketTypeName} (${sale.priceKind})` },
  { key: 'total', header: 'Total', align: 'end', cell: (sale) => formatRupees(sale.total) },
  { key: 'status', header: 'Status', cell: (sale) => sale.status },
  { key: 'invoice', header: 'Invoice', cell: (sale) => sale.invoiceNumber },
  { key: 'creditNote', header: 'Credit note', cell: (sale) => sale.creditNoteNumber ?? '—' },
];

/** An event's sales, with invoices and credit notes, and what they add up to. */
export function SalesTable({ eventId }: { eventId: string }) {
  const sales = useQuery(paidEventQueries.sales(eventId));
  const valid = (sales.data ?? []).filter((sale) => sale.status === 'valid');
  return (
    <section aria-labelledby="sales-heading" className={styles.sales}>
      <h3 id="sales-heading" className={styles.subheading}>
        Sales
      </h3>
      {sales.isError ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void sales.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(sales.error, 'The sales could not be loaded.')}
        </Alert>
      ) : sales.isPending ? (
        <Skeleton height="5rem" />
      ) : sales.data.length === 0 ? (
        <p className={styles.muted}>No tickets sold yet.</p>
      ) : (
        <>
          <p className={styles.muted}>
            {valid.length} valid {valid.length === 1 ? 'ticket' : 'tickets'},{' '}
            {formatRupees(valid.reduce((sum, sale) => sum + sale.total, 0))} (GST included);{' '}
            {sales.data.length - valid.length} cancelled and refunded.
          </p>
          <AdminTable
            caption="Ticket sales"
            columns={COLUMNS}
            rows={sales.data}
            rowKey={(sale) => sale.ticketId}
          />
        </>
      )}
    </section>
  );
}
