import type { GstDocument, GstReturn } from '@club/contract/gst-returns';
import { AdminTable, type AdminColumn } from '@/components/admin-table/admin-table';
import { EmptyState } from '@/components/empty-state/empty-state';
import { GST_MESSAGES } from '../gst-messages';
import { b2csColumns, documentColumns, sacColumns } from './gst-columns';
import { GstTotalsCard } from './gst-totals-card';
import styles from '../admin-gst-page.module.css';

/** One table of the return, with its hint, or "None this month". */
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

/** A month's GSTR-1: the totals, then each table as the accountant files it. */
export function GstReturnView({ gstReturn }: { gstReturn: GstReturn }) {
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
          <GstTotalsCard
            label="Invoices"
            totals={gstReturn.totals.invoices}
            testId="gst-totals-invoices"
          />
          <GstTotalsCard
            label="Credit notes"
            totals={gstReturn.totals.creditNotes}
            testId="gst-totals-credit-notes"
          />
          <GstTotalsCard label="Net" totals={gstReturn.totals.net} testId="gst-totals-net" />
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
