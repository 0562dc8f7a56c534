import type { PaidEventView } from '@club/contract/event-tickets';
import type { Meeting } from '@club/contract/events';
import { Button } from '@club/ui/button';
import { useState } from 'react';
import { meetingCity, paidEventCity } from '../lib/event-cities';
import { MeetingCard } from './meeting-card';
import { PaidEventCard } from './paid-event-card';
import { useT } from '../i18n';
import styles from './events-by-city.module.css';

/** How many of a city's meetings show before "Show all": the coming weeks, not two months. */
const FIRST_SHOWN = 3;

/**
 * The events grouped by city, in the order given: in each, the paid events on
 * sale (soonest first, all of them: there are few), then the chapter meetings.
 */
export function EventsByCity({
  cities,
  meetings,
  paidEvents,
}: {
  cities: readonly string[];
  meetings: readonly Meeting[];
  paidEvents: readonly PaidEventView[];
}) {
  const t = useT();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return (
    <div className={styles.cities}>
      {cities.map((city) => {
        const onSale = paidEvents
          .filter((event) => paidEventCity(event) === city)
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
        const inCity = meetings.filter((meeting) => meetingCity(meeting) === city);
        const all = expanded.has(city);
        return (
          <section key={city} aria-labelledby={`city-${city}`} className={styles.city}>
            <h2 id={`city-${city}`} className={styles.cityName}>
              {city}
            </h2>
            <ul className={styles.list}>
              {onSale.map((event) => (
                <PaidEventCard key={event.id} event={event} />
              ))}
              {(all ? inCity : inCity.slice(0, FIRST_SHOWN)).map((meeting) => (
                <MeetingCard key={meeting.id} meeting={meeting} />
              ))}
            </ul>
            {!all && inCity.length > FIRST_SHOWN ? (
              <Button
                variant="link"
                className={styles.more}
                onClick={() => setExpanded(new Set([...expanded, city]))}
              >
                {t('events.events.list.showAll', { count: inCity.length, city })}
              </Button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
