import type { Meeting } from '@club/contract/events';
import { Button } from '@club/ui/button';
import { useState } from 'react';
import { MeetingCard } from './meeting-card';
import styles from './meetings-by-city.module.css';

/** How many of a city's meetings show before "Show all": the coming weeks, not two months. */
const FIRST_SHOWN = 3;

/** The meetings grouped by city (cities in alphabetical order, meetings soonest first). */
export function MeetingsByCity({ meetings }: { meetings: readonly Meeting[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const cities = [...new Set(meetings.map((meeting) => meeting.chapter.city))].sort();
  return (
    <div className={styles.cities}>
      {cities.map((city) => {
        const inCity = meetings.filter((meeting) => meeting.chapter.city === city);
        const all = expanded.has(city);
        return (
          <section key={city} aria-labelledby={`city-${city}`} className={styles.city}>
            <h2 id={`city-${city}`} className={styles.cityName}>
              {city}
            </h2>
            <ul className={styles.list}>
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
                Show all {inCity.length} meetings in {city}
              </Button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
