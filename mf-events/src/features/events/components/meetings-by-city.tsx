import type { Meeting } from '@club/contract/events';
import { MeetingCard } from './meeting-card';
import styles from './meetings-by-city.module.css';

/** The meetings grouped by city (cities in alphabetical order, meetings soonest first). */
export function MeetingsByCity({ meetings }: { meetings: readonly Meeting[] }) {
  const cities = [...new Set(meetings.map((meeting) => meeting.chapter.city))].sort();
  return (
    <div className={styles.cities}>
      {cities.map((city) => (
        <section key={city} aria-labelledby={`city-${city}`} className={styles.city}>
          <h2 id={`city-${city}`} className={styles.cityName}>
            {city}
          </h2>
          <ul className={styles.list}>
            {meetings
              .filter((meeting) => meeting.chapter.city === city)
              .map((meeting) => (
                <MeetingCard key={meeting.id} meeting={meeting} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
