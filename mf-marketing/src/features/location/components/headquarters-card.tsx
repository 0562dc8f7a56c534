import { ButtonLink } from '@club/ui/button';
import { ArrowRight } from 'lucide-react';
import { CLUB_NAME, CLUB_OFFICES } from '@club/contract/copy/club';
import { OfficeCard } from '@/components/club-offices/office-card';
import styles from './headquarters-card.module.css';
import { paths } from '@club/contract/site-pages';
import { useT } from '../i18n';

/** The city of the headquarters (a name, never translated). */
const HEADQUARTERS_CITY = 'Vadodara';

/** Beside the map: the headquarters office and a word about how the club grows. */
export function HeadquartersCard() {
  const t = useT();
  const [indiaOffice] = CLUB_OFFICES;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        {t('marketing.location.headquarters.intro', { club: CLUB_NAME })}
      </p>
      <OfficeCard office={indiaOffice} />
      <ButtonLink
        to={paths.city('vadodara')}
        variant="secondary"
        icon={<ArrowRight aria-hidden="true" />}
        iconPosition="end"
      >
        {t('marketing.location.card.explore', { city: HEADQUARTERS_CITY })}
      </ButtonLink>
    </div>
  );
}
