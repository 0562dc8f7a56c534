import { formatIndianDateTime } from '@club/contract/india-time/format';
import { getErrorMessage } from '@club/platform/api/api-error';
import type { DataExport } from '@club/contract/privacy-rights';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { usePrivacyOverview, useRequestDataExport } from '../hooks/use-privacy';
import { useT, type MessageId, type T } from '../../i18n';
import styles from './privacy-panel.module.css';

/** What the member's last request is doing, in words. */
export function exportStateText(exported: DataExport, t: T): string {
  switch (exported.state) {
    case 'preparing':
      return t('member.account.privacy.download.preparing');
    case 'sent':
      return exported.expiresAt
        ? t('member.account.privacy.download.sentUntil', {
            date: formatIndianDateTime(exported.expiresAt),
          })
        : t('member.account.privacy.download.sent');
    case 'downloaded':
      return t('member.account.privacy.download.downloaded');
    case 'expired':
      return t('member.account.privacy.download.expired');
  }
}

const STATE_LABELS: Record<DataExport['state'], MessageId> = {
  preparing: 'member.account.privacy.download.state.preparing',
  sent: 'member.account.privacy.download.state.sent',
  downloaded: 'member.account.privacy.download.state.downloaded',
  expired: 'member.account.privacy.download.state.expired',
};

/**
 * Download my data: asks for a ZIP of everything the club holds about the
 * user and their company, e-mailed as a one-time link, and shows where the
 * last request is.
 */
export function DownloadDataPanel() {
  const t = useT();
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
      setError(getErrorMessage(failure, t('member.account.privacy.download.failed')));
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <Download className={styles.icon} aria-hidden="true" focusable="false" />
          {t('member.account.privacy.download.heading')}
        </h2>
        <p className={styles.hint}>{t('member.account.privacy.download.hint')}</p>
      </div>
      {overview.isPending ? (
        <Skeleton width="18rem" height="1.25rem" />
      ) : overview.isError ? (
        <Alert tone="warning">{t('member.account.privacy.download.stateFailed')}</Alert>
      ) : exported ? (
        <p className={styles.state} role="status">
          <span className={styles.badge}>{t(STATE_LABELS[exported.state])}</span>
          {exportStateText(exported, t)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          onClick={() => void ask()}
          loading={request.isPending}
          disabled={exported?.state === 'preparing'}
        >
          {t('member.account.privacy.download.button')}
        </Button>
      </div>
      <p role="alert" className={styles.error}>
        {error ?? ''}
      </p>
    </section>
  );
}
