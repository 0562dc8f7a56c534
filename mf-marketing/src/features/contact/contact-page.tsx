import { Mail } from 'lucide-react';
import { useId } from 'react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CLUB_EMAIL, CLUB_OFFICES } from '@club/contract/copy/club';
import { OfficeCard } from '@/components/club-offices/office-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { ContactForm } from './components/contact-form';
import styles from './contact-page.module.css';

/** `./ContactPage` (/contact): offices, e-mail and the message form. */
export default function ContactPage() {
  const detailsId = useId();
  const formId = useId();
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about membership, our services or a partnership? Write to us, call, or visit one of our offices."
        art={<NetworkArt icon={<Mail aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <section className={styles.details} aria-labelledby={detailsId}>
          <p className={styles.eyebrow}>Reach us</p>
          <h2 id={detailsId} className={styles.heading}>
            Get in Touch
          </h2>
          <p className={styles.intro}>
            Our team answers messages on working days. For anything urgent, please call the office
            nearest to you.
          </p>
          <a href={`mailto:${CLUB_EMAIL}`} className={styles.email}>
            <span className={styles.emailIcon} aria-hidden="true">
              <Mail />
            </span>
            <span>
              <span className={styles.emailLabel}>E-mail</span>
              <span className={styles.emailAddress}>{CLUB_EMAIL}</span>
            </span>
          </a>
          {CLUB_OFFICES.map((office) => (
            <OfficeCard key={office.label} office={office} />
          ))}
        </section>
        <section className={styles.formPanel} aria-labelledby={formId}>
          <h2 id={formId} className={styles.heading}>
            Send Us a Message
          </h2>
          <p className={styles.intro}>
            Tell us a little about your business and what you are looking for.
          </p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
