import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@club/contract/site-pages';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AccountClosedNotice } from './components/account-closed-notice';
import { CloseAccountPanel } from './components/close-account-panel';
import { ConsentsPanel } from './components/consents-panel';
import { CorrectionRequestPanel } from './components/correction-request-panel';
import { DownloadDataPanel } from './components/download-data-panel';
import { NotificationPreferencesPanel } from './components/notification-preferences-panel';
import styles from './my-privacy-page.module.css';

/** Where to complain, and the full policy: the last section of the page. */
function GrievanceSection() {
  return (
    <section className={styles.section} aria-labelledby="privacy-grievance-heading">
      <h2 id="privacy-grievance-heading" className={styles.heading}>
        Questions and complaints
      </h2>
      <p className={styles.text}>
        Read how we use your data in the <a href={paths.legal('privacy-policy')}>Privacy Policy</a>.
        If something is wrong, write to our Grievance Officer with the{' '}
        <a href={paths.privacyGrievance()}>grievance form</a>: you get a reference number and an
        answer by e-mail.
      </p>
    </section>
  );
}

/**
 * `./MyPrivacyPage` (/my-account/privacy): a column of sections about the
 * user's data: the consents they gave (and WhatsApp's), the channels each kind of
 * message goes on, their data to download, a correction of
 * the registration details, closing the account, and where to complain.
 */
export default function MyPrivacyPage() {
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (closedMessage) return <AccountClosedNotice message={closedMessage} />;

  return (
    <div className={styles.page}>
      <PageHeading
        eyebrow="My Account"
        title="Privacy and My Data"
        lead="What you let us do with your data, and your rights over it: see it, download it, correct it or close your account."
        icon={<ShieldCheck focusable="false" />}
      />
      <ConsentsPanel />
      <NotificationPreferencesPanel />
      <DownloadDataPanel />
      <CorrectionRequestPanel />
      <CloseAccountPanel onClosed={setClosedMessage} />
      <GrievanceSection />
    </div>
  );
}
