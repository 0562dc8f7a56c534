import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@club/contract/site-pages';
import { ShieldCheck } from 'lucide-react';
import { ConsentsPanel } from './components/consents-panel';
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
 * user's data. The consents come first; more sections (download, correction,
 * closing the account) go between them and the grievance section.
 */
export default function MyPrivacyPage() {
  return (
    <div className={styles.page}>
      <PageHeading
        eyebrow="My Account"
        title="Privacy and My Data"
        lead="What you let us do with your data, and your rights over it."
        icon={<ShieldCheck focusable="false" />}
      />
      <ConsentsPanel />
      <GrievanceSection />
    </div>
  );
}
