import { mapLinkFor } from '@club/contract/events';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { MapPin } from 'lucide-react';
import { useT } from '../i18n';
import styles from './meeting-place.module.css';

/** Where a meeting is, with a link that opens the place in the phone's map app. */
export function MeetingPlace({ venue, address }: { venue: string; address: string }) {
  const t = useT();
  return (
    <div className={styles.place}>
      <MapPin aria-hidden="true" className={styles.icon} />
      <div>
        <p className={styles.venue}>{venue}</p>
        <p className={styles.address}>{address}</p>
        <a
          className={styles.map}
          href={mapLinkFor(`${venue}, ${address}`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('events.components.place.openInMaps')}
          <VisuallyHidden>{t('events.components.place.newTab')}</VisuallyHidden>
        </a>
      </div>
    </div>
  );
}
