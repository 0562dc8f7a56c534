import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { NewsletterSummary } from '@club/contract/newsletter';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { AdminLayout } from '../admin-shell/admin-layout';
import { downloadSubscribersCsv, newsletterSummaryQuery } from './api/newsletter-requests';
import styles from './admin-newsletter-page.module.css';
import { auditKeys } from '../audit/api/audit-requests';

const COUNTS: { key: keyof NewsletterSummary; label: string; hint: string }[] = [
  {
    key: 'confirmed',
    label: 'Confirmed',
    hint: 'Opened the confirmation link: they get India Insights.',
  },
  { key: 'pending', label: 'Pending', hint: 'Signed up, not confirmed yet: they get nothing.' },
  { key: 'unsubscribed', label: 'Unsubscribed', hint: 'Left by the link in a mail.' },
];

const numberIN = new Intl.NumberFormat('en-IN');

/** India Insights subscribers: how many in each state, and the export of the confirmed ones. */
export default function AdminNewsletterPage() {
  const summary = useQuery(newsletterSummaryQuery);
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadSubscribersCsv();
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    } catch (error) {
      setExportError(getErrorMessage(error, 'The export could not be made. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminLayout
      title="Newsletter"
      description="India Insights subscribers. Only confirmed addresses receive the newsletter."
      actions={
        <Button
          icon={<Download size={18} aria-hidden="true" />}
          onClick={() => void exportCsv()}
          disabled={exporting || summary.data?.confirmed === 0}
        >
          {exporting ? 'Exporting…' : 'Export confirmed (CSV)'}
        </Button>
      }
    >
      {exportError ? (
        <Alert tone="error" onDismiss={() => setExportError(null)}>
          {exportError}
        </Alert>
      ) : null}
      {summary.isError ? (
        <Alert
          tone="error"
          title="The subscriber counts could not be loaded."
          actions={
            <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      ) : (
        <section aria-labelledby="newsletter-counts" aria-busy={summary.isPending}>
          <h2 id="newsletter-counts" className={styles.sectionTitle}>
            Subscribers
          </h2>
          <dl className={styles.counts}>
            {COUNTS.map((count) => (
              <div key={count.key} className={styles.count} data-testid={`count-${count.key}`}>
                <dt className={styles.countLabel}>{count.label}</dt>
                <dd className={styles.countValue}>
                  {summary.data ? (
                    numberIN.format(summary.data[count.key])
                  ) : (
                    <Skeleton width="3rem" />
                  )}
                </dd>
                <dd className={styles.countHint}>{count.hint}</dd>
              </div>
            ))}
          </dl>
          {summary.data?.confirmed === 0 ? (
            <p className={styles.hint}>Nobody has confirmed yet, so there is nothing to export.</p>
          ) : (
            <p className={styles.hint}>
              The export lists each confirmed address and when it confirmed. Every export is
              recorded in the audit trail.
            </p>
          )}
        </section>
      )}
    </AdminLayout>
  );
}
