import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { indianDay } from '@club/contract/india-time/format';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { Spinner } from '@club/ui/spinner';
import { AdminLayout } from '@/features/admin/admin-shell/admin-layout';
import { downloadGstReturn } from './api/gst-requests';
import { gstReturnQuery } from './api/gst-queries';
import { FilterRow } from '../components/filter-row';
import { GstReturnView } from './components/gst-return-view';
import { GST_MESSAGES } from './gst-messages';
import styles from './admin-gst-page.module.css';

export { GST_MESSAGES } from './gst-messages';

/** `2026-11`: this month in India. */
const thisMonth = () => indianDay(new Date()).slice(0, 7);

/**
 * `./AdminGstPage` (/admin/gst): a month's GSTR-1 as the accountant files it,
 * with its totals, and downloads as CSV and as the GST portal's offline-tool JSON.
 */
export default function AdminGstPage() {
  const [month, setMonth] = useState(thisMonth);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'csv' | 'json' | null>(null);
  const gstReturn = useQuery({
    ...gstReturnQuery(month),
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
