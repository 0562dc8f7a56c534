import { formatIndianDate } from '@club/contract/india-time/format';
import type { InvoiceSummary } from '@club/contract/invoices';
import { formatRupees } from '@club/contract/format/currency';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { downloadInvoicePdf } from '../api/account-requests';
import { useInvoices } from '../hooks/use-account-queries';
import { useT } from '../i18n';
import styles from './invoices-section.module.css';
import listSection from './list-section.module.css';

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  async function download() {
    setState('loading');
    try {
      await downloadInvoicePdf(invoice);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <li className={styles.row}>
      <div className={styles.details}>
        <span className={styles.number}>{invoice.number}</span>
        <span className={styles.meta}>
          {formatIndianDate(invoice.issuedAt)} · {invoice.description}
        </span>
        {state === 'failed' ? (
          <span className={styles.error} role="alert">
            {t('member.account.invoices.downloadFailed')}
          </span>
        ) : null}
      </div>
      <span className={styles.total}>{formatRupees(invoice.total)}</span>
      <Button
        variant="secondary"
        size="sm"
        icon={<FileDown />}
        loading={state === 'loading'}
        onClick={() => void download()}
        aria-label={t('member.account.invoices.pdfLabel', { number: invoice.number })}
      >
        {t('member.account.invoices.pdf')}
      </Button>
    </li>
  );
}

/**
 * The company's GST invoices with their PDFs; a row-sized placeholder while
 * they load, nothing at all while there are none. Inside the Membership panel its heading is one level down.
 */
export function InvoicesSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const headingId = useId();
  const invoices = useInvoices();
  if (invoices.isPending) {
    // A row's height, so the panel does not jump when the first invoice arrives.
    return (
      <section
        className={listSection.section}
        aria-busy="true"
        aria-label={t('member.account.invoices.heading')}
      >
        <Skeleton width="8rem" height="1.75rem" />
        <div className={listSection.list} data-testid="invoices-skeleton">
          <div className={styles.row}>
            <span className={styles.details}>
              <Skeleton width="10rem" height="1.25rem" />
              <Skeleton width="70%" height="1.1rem" />
            </span>
            <Skeleton width="9rem" height="2.25rem" />
          </div>
        </div>
      </section>
    );
  }
  if (invoices.isError) {
    return (
      <Alert tone="warning" title={t('member.account.invoices.heading')}>
        {t('member.account.invoices.loadFailed')}
      </Alert>
    );
  }
  if (!invoices.data || invoices.data.length === 0) return null;
  return (
    <section className={listSection.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={listSection.heading}>
        {t('member.account.invoices.heading')}
      </Heading>
      <ul className={listSection.list} role="list">
        {invoices.data.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    </section>
  );
}
