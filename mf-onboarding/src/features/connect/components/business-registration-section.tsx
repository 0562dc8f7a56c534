import { BUSINESS_REGISTRATION_ANCHOR } from '@club/contract/site-pages';
import type { ReactNode } from 'react';
import { useT } from '@/features/connect/i18n';
import styles from '../membership-page.module.css';

/** The Business Registration section around the form (a link can land on it by its anchor). */
export function BusinessRegistrationSection({
  intro,
  children,
}: {
  /** What happens after registering, under the heading. */
  intro: ReactNode;
  /** The registration form. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      id={BUSINESS_REGISTRATION_ANCHOR}
      className={`${styles.section} ${styles.registration}`}
      aria-labelledby="registration-heading"
    >
      <h2 id="registration-heading" className={styles.heading}>
        {t('onboarding.connect.registration.heading')}
      </h2>
      <p className={styles.sub}>{intro}</p>
      <div className={styles.formCard}>{children}</div>
    </section>
  );
}
