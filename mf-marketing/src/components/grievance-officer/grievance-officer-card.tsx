import { Skeleton } from '@club/ui/skeleton';
import { Mail, MapPin, UserRound } from 'lucide-react';
import { useGrievanceOfficer } from './privacy-queries';
import { useT } from '@/components/i18n';
import styles from './grievance-officer-card.module.css';

/** The Grievance Officer's name, e-mail and address, as the API is configured. */
export function GrievanceOfficerCard() {
  const t = useT();
  const officer = useGrievanceOfficer();
  if (officer.isPending) {
    // In the privacy policy's HTML on a first visit, the page's code (and this request)
    // starts when the card comes into view (held-page.ts in the shell).
    return (
      <div className={styles.card} aria-busy="true" data-hydrate-when-visible="">
        <Skeleton width="12rem" height="1.25rem" />
        <Skeleton width="16rem" height="1.25rem" />
        <Skeleton width="80%" height="1.25rem" />
      </div>
    );
  }
  if (officer.isError) {
    return <p className={styles.card}>{t('marketing.components.grievance.loadFailed')}</p>;
  }
  const { name, email, address, answerWithinDays } = officer.data;
  return (
    <div className={styles.card}>
      <p className={styles.line}>
        <UserRound aria-hidden="true" focusable="false" />
        <span>{name}</span>
      </p>
      <p className={styles.line}>
        <Mail aria-hidden="true" focusable="false" />
        <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p className={styles.line}>
        <MapPin aria-hidden="true" focusable="false" />
        <span>{address}</span>
      </p>
      <p className={styles.note}>
        {t('marketing.components.grievance.answerWithin', { days: answerWithinDays })}
      </p>
    </div>
  );
}
