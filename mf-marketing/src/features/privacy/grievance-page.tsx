import { paths } from '@club/contract/site-pages';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { PageBanner } from '@/components/page-banner/page-banner';
import { GrievanceForm } from './components/grievance-form';
import { GrievanceOfficerCard } from '@/components/grievance-officer/grievance-officer-card';
import styles from './grievance-page.module.css';

/** `./GrievancePage` (/privacy/grievance): the Grievance Officer and the grievance form. */
export default function GrievancePage() {
  const officerId = useId();
  const formId = useId();
  return (
    <>
      <PageBanner
        eyebrow="Privacy"
        title="Grievance Redressal"
        lead="Something wrong with how we handle your personal data? Tell our Grievance Officer: you get a reference number and a written answer."
        art={<NetworkArt icon={<ShieldCheck aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <section className={styles.details} aria-labelledby={officerId}>
          <h2 id={officerId} className={styles.heading}>
            Grievance Officer
          </h2>
          <p className={styles.intro}>
            Under the Digital Personal Data Protection Act, 2023 you may complain to us about how we
            process your personal data. See the{' '}
            <a href={paths.legal('privacy-policy')}>Privacy Policy</a> for what we keep and why.
          </p>
          <GrievanceOfficerCard />
          <p className={styles.intro}>
            If you are not satisfied with our answer, you may complain to the Data Protection Board
            of India.
          </p>
        </section>
        <section className={styles.formPanel} aria-labelledby={formId}>
          <h2 id={formId} className={styles.heading}>
            File a grievance
          </h2>
          <p className={styles.intro}>
            Tell us what happened and what you would like us to do. We confirm receipt by e-mail.
          </p>
          <GrievanceForm />
        </section>
      </div>
    </>
  );
}
