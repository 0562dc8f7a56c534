import { paths } from '@club/contract/site-pages';
import { ShieldCheck } from 'lucide-react';
import { withTags } from '@club/ui/i18n';
import { useId } from 'react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { PageBanner } from '@/components/page-banner/page-banner';
import { GrievanceForm } from './components/grievance-form';
import { GrievanceOfficerCard } from '@/components/grievance-officer/grievance-officer-card';
import { useT } from './i18n';
import styles from './grievance-page.module.css';

/** `./GrievancePage` (/privacy/grievance): the Grievance Officer and the grievance form. */
export default function GrievancePage() {
  const t = useT();
  const officerId = useId();
  const formId = useId();
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.privacy.banner.eyebrow')}
        title={t('marketing.privacy.banner.title')}
        lead={t('marketing.privacy.banner.lead')}
        art={<NetworkArt icon={<ShieldCheck aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <section className={styles.details} aria-labelledby={officerId}>
          <h2 id={officerId} className={styles.heading}>
            {t('marketing.privacy.officer.heading')}
          </h2>
          <p className={styles.intro}>
            {withTags(t('marketing.privacy.officer.intro'), {
              link: (text) => <a href={paths.legal('privacy-policy')}>{text}</a>,
            })}
          </p>
          <GrievanceOfficerCard />
          <p className={styles.intro}>{t('marketing.privacy.officer.board')}</p>
        </section>
        <section className={styles.formPanel} aria-labelledby={formId}>
          <h2 id={formId} className={styles.heading}>
            {t('marketing.privacy.form.heading')}
          </h2>
          <p className={styles.intro}>{t('marketing.privacy.form.intro')}</p>
          <GrievanceForm />
        </section>
      </div>
    </>
  );
}
