import { ButtonLink } from '@club/ui/button';
import { ArrowRight } from 'lucide-react';
import { CLUB_OFFICES } from '@club/contract/copy/club';
import { OfficeCard } from '@/components/club-offices/office-card';
import styles from './headquarters-card.module.css';
import { paths } from '@club/contract/site-pages';

/** Beside the map: the headquarters office and a word about how the club grows. */
export function HeadquartersCard() {
  const [indiaOffice] = CLUB_OFFICES;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        BizBridge Club was founded in Vadodara, in the industrial heart of Gujarat. From here we
        serve members across India and, through our US office, buyers and partners in North America.
      </p>
      <OfficeCard office={indiaOffice} />
      <ButtonLink
        to={paths.city('vadodara')}
        variant="secondary"
        icon={<ArrowRight aria-hidden="true" />}
        iconPosition="end"
      >
        Explore Vadodara
      </ButtonLink>
    </div>
  );
}
