import { countOf } from '@club/contract/format/count';
import type { B2csRow, GstDocument, SacRow } from '@club/contract/gst-returns';
import { formatIndianDate } from '@club/contract/india-time/format';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import styles from '../admin-gst-page.module.css';

/** The tax columns every table of the return ends with. */
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

/** Invoices or credit notes (these name the invoice they refund). */
export function documentColumns(withInvoice: boolean): AdminColumn<GstDocument>[] {
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

/** B2CS rows: by supply type, place of supply and rate. */
export const b2csColumns: AdminColumn<B2csRow>[] = [
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

/** The SAC summary. */
export const sacColumns: AdminColumn<SacRow>[] = [
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
