import { formatIndianDateTime } from '@club/contract/india-time/format';
import { getErrorMessage } from '@club/platform/api/api-error';
import type { DataExport } from '@club/contract/privacy-rights';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { usePrivacyOverview, useRequestDataExport } from '../hooks/use-privacy';
import styles from './privacy-panel.module.css';

/** What the member's last request is doing, in words. */
export function exportStateText(exported: DataExport): string {
  switch (exported.state) {
    case 'preparing':
      return 'Preparing your data. We will e-mail you a download link when it is ready.';
    case 'sent':
      return exported.expiresAt
        ? `Sent: check your e-mail. The link works once, until ${formatIndianDateTime(exported.expiresAt)}.`
        : 'Sent: check your e-mail.';
    case 'downloaded':
      return 'Downloaded. The link has been used; request a new download for a fresh copy.';
    case 'expired':
      return 'Expired: the link was not used within 24 hours. Request a new download.';
  }
}

const STATE_LABELS: Record<DataExport['state'], string> = {
  preparing: 'Preparing',
  sent: 'Sent',
  downloaded: 'Downloaded',
  expired: 'Expired',
};

/**
 * Download my data: asks for a ZIP of everything the club holds about the
 * user and their company, e-mailed as a one-time link, and shows where the
 * last request is.
 */
export function DownloadDataPanel() {
  const headingId = useId();
  const overview = usePrivacyOverview();
  const request = useRequestDataExport();
  const [error, setError] = useState<string | null>(null);
  const exported = overview.data?.dataExport ?? null;

  async function ask() {
    setError(null);
    try {
      await request.mutateAsync();
    } catch (failure) {
      setError(getErrorMessage(failure, 'Your download could not be requested. Please try again.'));
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <Download className={styles.icon} aria-hidden="true" focusable="false" />
          Download my data
        </h2>
        <p className={styles.hint}>
          Get a ZIP file of everything we hold about you and your company: your account, company and
          profile, memberships, payments and invoices (PDF), leads with their images, saved leads,
          alerts and your sign-ins of the last 90 days. We prepare it in the background and e-mail
          you a link that works once, for 24 hours.
        </p>
      </div>
      {overview.isPending ? (
        <Skeleton width="18rem" height="1.25rem" />
      ) : overview.isError ? (
        <Alert tone="warning">The state of your download could not be loaded just now.</Alert>
      ) : exported ? (
        <p className={styles.state} role="status">
          <span className={styles.badge}>{STATE_LABELS[exported.state]}</span>
          {exportStateText(exported)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          onClick={() => void ask()}
          loading={request.isPending}
          disabled={exported?.state === 'preparing'}
        >
          Download my data
        </Button>
      </div>
      <p role="alert" className={styles.error}>
        {error ?? ''}
      </p>
    </section>
  );
}
