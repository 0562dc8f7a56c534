import { paths } from '@club/contract/site-pages';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { ArrowRight, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CityProfile } from '@/lib/city-data/city-types';
import styles from './city-card.module.css';
import { useCityText } from '@/lib/city-data/i18n';
import { useT } from '../i18n';

/** A link card to one city page, with its state and population. */
export function CityCard({ city }: { city: CityProfile }) {
  const t = useT();
  const text = useCityText();
  return (
    <Link to={paths.city(city.slug)} className={styles.card}>
      <span className={styles.top}>
        <span className={styles.state}>
          <MapPin aria-hidden="true" />
          {city.state}
        </span>
        <span className={styles.population}>
          <Users aria-hidden="true" />
          {city.population}
          <VisuallyHidden>{t('marketing.location.card.population')}</VisuallyHidden>
        </span>
      </span>
      <h3 className={styles.name}>{city.name}</h3>
      <span className={styles.tagline}>{text(city.tagline)}</span>
      <span className={styles.more} aria-hidden="true">
        {t('marketing.location.card.explore', { city: city.name })}
        <ArrowRight />
      </span>
    </Link>
  );
}
