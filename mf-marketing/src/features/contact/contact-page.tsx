import { Mail } from 'lucide-react';
import { useId } from 'react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CLUB_EMAIL, CLUB_OFFICES } from '@club/contract/copy/club';
import { OfficeCard } from '@/components/club-offices/office-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { ContactForm } from './components/contact-form';
import styles from './contact-page.module.css';
import { useT } from './i18n';

/** `./ContactPage` (/contact): offices, e-mail and the message form. */
export default function ContactPage() {
  const t = useT();
  const detailsId = useId();
  const formId = useId();
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.contact.banner.eyebrow')}
        title={t('marketing.contact.banner.title')}
        lead={t('marketing.contact.banner.lead')}
        art={<NetworkArt icon={<Mail aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <section className={styles.details} aria-labelledby={detailsId}>
          <p className={styles.eyebrow}>{t('marketing.contact.details.eyebrow')}</p>
          <h2 id={detailsId} className={styles.heading}>
            {t('marketing.contact.details.title')}
          </h2>
          <p className={styles.intro}>{t('marketing.contact.details.intro')}</p>
          <a href={`mailto:${CLUB_EMAIL}`} className={styles.email}>
            <span className={styles.emailIcon} aria-hidden="true">
              <Mail />
            </span>
            <span>
              <span className={styles.emailLabel}>{t('marketing.contact.details.email')}</span>
              <span className={styles.emailAddress}>{CLUB_EMAIL}</span>
            </span>
          </a>
          {CLUB_OFFICES.map((office) => (
            <OfficeCard key={office.label} office={office} />
          ))}
        </section>
        <section className={styles.formPanel} aria-labelledby={formId}>
          <h2 id={formId} className={styles.heading}>
            {t('marketing.contact.form.title')}
          </h2>
          <p className={styles.intro}>{t('marketing.contact.form.intro')}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
