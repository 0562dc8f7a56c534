import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { PageBanner } from '@club/ui/page-banner';
import { meetingsQuery } from '@/lib/event-queries';
import { CityFilter } from './components/city-filter';
import { MeetingsByCity } from './components/meetings-by-city';
import { PaidEventsSection } from './components/paid-events-section';
import styles from './events-page.module.css';

/** `./EventsPage` (/events, public): paid events on sale, then the coming chapter meetings, by city. */
export default function EventsPage() {
  const meetings = useQuery(meetingsQuery);
  const [city, setCity] = useState<string | null>(null);
  const all = meetings.data ?? [];
  const cities = [...new Set(all.map((meeting) => meeting.chapter.city))].sort();
  const shown = city ? all.filter((meeting) => meeting.chapter.city === city) : all;

  return (
    <>
      <PageBanner
        eyebrow="Chapter meetings"
        title="Events"
        lead="Every week each chapter meets in its city: introductions, a member's talk and referrals. Members answer and get a ticket."
        icon={<CalendarDays />}
      />
      <div className={styles.content}>
        <PaidEventsSection />
        {meetings.isError ? (
          <Alert
            tone="error"
            title="Meetings could not be loaded"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void meetings.refetch()}>
                Try again
              </Button>
            }
          >
            {getErrorMessage(meetings.error, 'Please try again in a moment.')}
          </Alert>
        ) : meetings.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading meetings">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height="6rem" />
            ))}
          </div>
        ) : all.length === 0 ? (
          <p className={styles.empty}>No meetings are planned in the coming weeks.</p>
        ) : (
          <>
            <CityFilter cities={cities} value={city} onChange={setCity} />
            <MeetingsByCity meetings={shown} />
          </>
        )}
      </div>
    </>
  );
}
