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
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from './my-privacy-page.module.css';

/** Where to complain, and the full policy: the last section of the page. */
function GrievanceSection() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="privacy-grievance-heading">
      <h2 id="privacy-grievance-heading" className={styles.heading}>
        {t('member.account.privacy.grievance.heading')}
      </h2>
      <p className={styles.text}>
        {withTags(t('member.account.privacy.grievance.text'), {
          policy: (text) => <a href={paths.legal('privacy-policy')}>{text}</a>,
          form: (text) => <a href={paths.privacyGrievance()}>{text}</a>,
        })}
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
  const t = useT();
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (closedMessage) return <AccountClosedNotice message={closedMessage} />;

  return (
    <div className={styles.page}>
      <PageHeading
        eyebrow={t('member.account.privacy.page.eyebrow')}
        title={t('member.account.privacy.page.title')}
        lead={t('member.account.privacy.page.lead')}
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
