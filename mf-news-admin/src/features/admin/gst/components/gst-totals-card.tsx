import type { GstTotals } from '@club/contract/gst-returns';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import styles from '../admin-gst-page.module.css';

/** One set of totals (invoices, credit notes or net): documents, value, taxable value and tax. */
export function GstTotalsCard({
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
