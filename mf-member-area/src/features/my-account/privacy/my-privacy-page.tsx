import { PageHeading } from '@/components/page-heading/page-heading';
import { logout } from '@club/platform/api/api-client';
import { Alert } from '@club/ui/alert';
import { useState } from 'react';
import { CloseAccountPanel } from './components/close-account-panel';
import { CorrectionRequestPanel } from './components/correction-request-panel';
import { DownloadDataPanel } from './components/download-data-panel';
import styles from './my-privacy-page.module.css';

/**
 * `./MyPrivacyPage` (/my-account/privacy): the member's rights over their
 * data, one section under another: download, correction, closure.
 */
export default function MyPrivacyPage() {
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (closedMessage) {
    return (
      <div className={styles.page}>
        <Alert tone="success" title="Account closed">
          {closedMessage}
        </Alert>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeading
        eyebrow="My Account"
        title="Privacy and My Data"
        lead="See and download what we hold about you, ask for corrections, or close your account."
      />
      <DownloadDataPanel />
      <CorrectionRequestPanel />
      <CloseAccountPanel
        onClosed={(message) => {
          setClosedMessage(message);
          // The session is over on the server: the site forgets it and goes home.
          window.setTimeout(() => void logout(), 2500);
        }}
      />
    </div>
  );
}
