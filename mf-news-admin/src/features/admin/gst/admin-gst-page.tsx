import { countOf } from '@club/contract/format/count';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type {
  B2csRow,
  GstDocument,
  GstReturn,
  GstTotals,
  SacRow,
} from '@club/contract/gst-returns';
import { formatIndianDate, indianDay } from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { Spinner } from '@club/ui/spinner';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { AdminLayout } from '@/features/admin/admin-shell/admin-layout';
import { downloadGstReturn, fetchGstReturn, gstKeys } from './api/gst-requests';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FilterRow } from '../components/filter-row';
import styles from './admin-gst-page.module.css';

export const GST_MESSAGES = {
  loadFailed: 'The GST return could not be loaded.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  noDocuments: 'No invoices or credit notes were issued in this month.',
} as const;

/** `2026-11`: this month in India. */
const thisMonth = () => indianDay(new Date()).slice(0, 7);

const amountColumns = <
  Row extends { taxableValue: number; igst: number; cgst: number; sgst: number },
>(): AdminColumn<Row>[] => [
  {
    key: 'taxable',
    header: 'Taxable value',
    align: 'end',
    cell: (row) => formatRupeesWithPaise(row.taxableValue),
  },
  { key: 'igst', header: 'IGST', align: 'end', cell: (row) => formatRupeesWithPaise(row.igst) },
  { key: 'cgst', header: 'CGST', align: 'end', cell: (row) => formatRupeesWithPaise(row.cgst) },
  { key: 'sgst', header: 'SGST', align: 'end', cell: (row) => formatRupeesWithPaise(row.sgst) },
];

function documentColumns(withInvoice: boolean): AdminColumn<GstDocument>[] {
  return [
    { key: 'number', header: 'Number', cell: (d) => d.number },
    { key: 'date', header: 'Date', cell: (d) => formatIndianDate(d.date) },
    {
      key: 'recipient',
      header: 'Recipient',
      cell: (d) => (
        <div>
          <span className={styles.strong}>{d.recipientName}</span>
          {d.recipientGstin ? <span className={styles.muted}>GSTIN {d.recipientGstin}</span> : null}
        </div>
      ),
    },
    ...(withInvoice
      ? [{ key: 'invoice', header: 'Invoice', cell: (d: GstDocument) => d.invoiceNumber ?? '' }]
      : []),
    { key: 'pos', header: 'Place of supply', cell: (d) => d.placeOfSupply },
    { key: 'value', header: 'Value', align: 'end', cell: (d) => formatRupeesWithPaise(d.value) },
    ...amountColumns<GstDocument>(),
  ];
}

const b2csColumns: AdminColumn<B2csRow>[] = [
  {
    key: 'type',
    header: 'Supply',
    cell: (row) => (row.supplyType === 'INTRA' ? 'Intra-state' : 'Inter-state'),
  },
  { key: 'pos', header: 'Place of supply', cell: (row) => row.placeOfSupply },
  { key: 'rate', header: 'Rate', align: 'end', cell: (row) => `${row.rate}%` },
  {
    key: 'count',
    header: 'Documents',
    cell: (row) =>
      countOf(row.invoices, 'invoice') +
      (row.creditNotes ? `, ${countOf(row.creditNotes, 'credit note')}` : ''),
  },
  ...amountColumns<B2csRow>(),
];

const sacColumns: AdminColumn<SacRow>[] = [
  { key: 'sac', header: 'SAC', cell: (row) => row.sac },
  { key: 'description', header: 'Description', cell: (row) => row.description },
  {
    key: 'quantity',
    header: 'Quantity',
    align: 'end',
    cell: (row) => `${row.quantity} (${row.uqc})`,
  },
  { key: 'rate', header: 'Rate', align: 'end', cell: (row) => `${row.rate}%` },
  { key: 'value', header: 'Value', align: 'end', cell: (row) => formatRupeesWithPaise(row.value) },
  ...amountColumns<SacRow>(),
];

function Section<Row>({
  id,
  title,
  hint,
  rows,
  columns,
  rowKey,
}: {
  id: string;
  title: string;
  hint: string;
  rows: readonly Row[];
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      {rows.length === 0 ? (
        <EmptyState>None this month.</EmptyState>
      ) : (
        <AdminTable caption={title} columns={columns} rows={rows} rowKey={rowKey} />
      )}
    </section>
  );
}

function TotalsCard({
  label,
  totals,
  testId,
}: {
  label: string;
  totals: GstTotals;
  testId: string;
}) {
  const tax = totals.igst + totals.cgst + totals.sgst;
  return (
    <div className={styles.card} data-testid={testId}>
      <h3 className={styles.cardTitle}>{label}</h3>
      <dl className={styles.cardList}>
        <div>
          <dt>Documents</dt>
          <dd data-field="count">{totals.count}</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd data-field="value">{formatRupeesWithPaise(totals.value)}</dd>
        </div>
        <div>
          <dt>Taxable value</dt>
          <dd data-field="taxableValue">{formatRupeesWithPaise(totals.taxableValue)}</dd>
        </div>
        <div>
          <dt>IGST</dt>
          <dd data-field="igst">{formatRupeesWithPaise(totals.igst)}</dd>
        </div>
        <div>
          <dt>CGST</dt>
          <dd data-field="cgst">{formatRupeesWithPaise(totals.cgst)}</dd>
        </div>
        <div>
          <dt>SGST</dt>
          <dd data-field="sgst">{formatRupeesWithPaise(totals.sgst)}</dd>
        </div>
        <div>
          <dt>Total GST</dt>
          <dd>{formatRupeesWithPaise(tax)}</dd>
        </div>
      </dl>
    </div>
  );
}

function GstReturnView({ gstReturn }: { gstReturn: GstReturn }) {
  const byNumber = (d: GstDocument) => d.number;
  return (
    <>
      <section aria-labelledby="gst-totals" className={styles.section}>
        <h2 id="gst-totals" className={styles.sectionTitle}>
          Totals
        </h2>
        <p className={styles.hint}>
          Supplier GSTIN {gstReturn.supplierGstin} (state {gstReturn.supplierStateCode}), period{' '}
          {gstReturn.period}. Net is the invoices less the credit notes.
        </p>
        {gstReturn.totals.invoices.count + gstReturn.totals.creditNotes.count === 0 ? (
          <EmptyState announce>{GST_MESSAGES.noDocuments}</EmptyState>
        ) : null}
        <div className={styles.cards}>
          <TotalsCard
            label="Invoices"
            totals={gstReturn.totals.invoices}
            testId="gst-totals-invoices"
          />
          <TotalsCard
            label="Credit notes"
            totals={gstReturn.totals.creditNotes}
            testId="gst-totals-credit-notes"
          />
          <TotalsCard label="Net" totals={gstReturn.totals.net} testId="gst-totals-net" />
        </div>
      </section>
      <Section
        id="gst-b2b"
        title="B2B invoices"
        hint="Registered recipients (with a GSTIN), invoice by invoice."
        rows={gstReturn.b2b}
        columns={documentColumns(false)}
        rowKey={byNumber}
      />
      <Section
        id="gst-b2cl"
        title="B2C large invoices (B2CL)"
        hint="Unregistered recipients in another state, invoices above ₹ 1,00,000."
        rows={gstReturn.b2cl}
        columns={documentColumns(false)}
        rowKey={byNumber}
      />
      <Section
        id="gst-b2cs"
        title="B2C small (B2CS)"
        hint="Other unregistered recipients, by place of supply and rate, net of their credit notes."
        rows={gstReturn.b2cs}
        columns={b2csColumns}
        rowKey={(row) => `${row.placeOfSupply}-${row.rate}`}
      />
      <Section
        id="gst-exp"
        title="Exports (EXP, with payment of IGST)"
        hint="Recipients abroad (place of supply 96); the invoices charge IGST."
        rows={gstReturn.exp}
        columns={documentColumns(false)}
        rowKey={byNumber}
      />
      <Section
        id="gst-cdnr"
        title="Credit notes to registered recipients (CDNR)"
        hint="Refunds of B2B invoices."
        rows={gstReturn.cdnr}
        columns={documentColumns(true)}
        rowKey={byNumber}
      />
      <Section
        id="gst-cdnur"
        title="Credit notes to unregistered recipients (CDNUR)"
        hint="Refunds of B2CL invoices and exports; refunds of B2CS invoices are netted in B2CS."
        rows={gstReturn.cdnur}
        columns={documentColumns(true)}
        rowKey={byNumber}
      />
      <Section
        id="gst-sac"
        title="SAC summary"
        hint="Membership services, net of credit notes."
        rows={gstReturn.sac}
        columns={sacColumns}
        rowKey={(row) => `${row.sac}-${row.rate}`}
      />
    </>
  );
}

/**
 * `./AdminGstPage` (/admin/gst): a month's GSTR-1 as the accountant files it,
 * with its totals, and downloads as CSV and as the GST portal's offline-tool JSON.
 */
export default function AdminGstPage() {
  const [month, setMonth] = useState(thisMonth);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'csv' | 'json' | null>(null);
  const gstReturn = useQuery({
    queryKey: gstKeys.month(month),
    queryFn: () => fetchGstReturn(month),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });

  const download = async (format: 'csv' | 'json') => {
    if (!gstReturn.data) return;
    setDownloadError(null);
    setDownloading(format);
    try {
      await downloadGstReturn(gstReturn.data, format);
    } catch (error) {
      setDownloadError(getErrorMessage(error, GST_MESSAGES.downloadFailed));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <AdminLayout
      title="GST returns"
      description="GSTR-1 data for a month: what the accountant files. Amounts in rupees; GST at 18% on SAC 999511."
      actions={
        <>
          <Button
            variant="secondary"
            icon={<Download size={16} aria-hidden="true" />}
            loading={downloading === 'csv'}
            disabled={!gstReturn.isSuccess}
            onClick={() => void download('csv')}
          >
            Download CSV
          </Button>
          <Button
            variant="secondary"
            icon={<Download size={16} aria-hidden="true" />}
            loading={downloading === 'json'}
            disabled={!gstReturn.isSuccess}
            onClick={() => void download('json')}
          >
            Download portal JSON
          </Button>
        </>
      }
    >
      <FilterRow onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="month"
          label="Month"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
      </FilterRow>
      {downloadError ? (
        <Alert tone="error" onDismiss={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      ) : null}
      {gstReturn.isPending ? (
        <p className={styles.status} role="status">
          <Spinner size={16} decorative /> Loading the return…
        </p>
      ) : gstReturn.isError ? (
        <Alert
          tone="error"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void gstReturn.refetch()}>
              Try again
            </Button>
          }
        >
          {GST_MESSAGES.loadFailed}
        </Alert>
      ) : (
        <GstReturnView gstReturn={gstReturn.data} />
      )}
    </AdminLayout>
  );
}
