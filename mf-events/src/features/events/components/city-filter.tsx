import { Button } from '@club/ui/button';
import { useT } from '../i18n';
import styles from './city-filter.module.css';

/** All cities, or one (Online among them when an event is held only online): a row of toggle buttons. */
export function CityFilter({
  cities,
  value,
  onChange,
}: {
  cities: readonly string[];
  value: string | null;
  onChange: (city: string | null) => void;
}) {
  const t = useT();
  const options: (string | null)[] = [null, ...cities];
  return (
    <div className={styles.filter} role="group" aria-label={t('events.events.filter.group')}>
      {options.map((city) => (
        <Button
          key={city ?? 'all'}
          size="sm"
          variant={value === city ? 'primary' : 'secondary'}
          aria-pressed={value === city}
          onClick={() => onChange(city)}
        >
          {city ?? t('events.events.filter.all')}
        </Button>
      ))}
    </div>
  );
}
