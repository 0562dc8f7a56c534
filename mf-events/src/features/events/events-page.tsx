import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { CalendarDays } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { PageBanner } from '@club/ui/page-banner';
import { meetingsQuery } from '@/lib/event-queries';
import { paidEventsQuery } from '@/lib/ticket-queries';
import { CityFilter } from './components/city-filter';
import { EventsByCity } from './components/events-by-city';
import { citiesOf } from './lib/event-cities';
import { useT } from './i18n';
import styles from './events-page.module.css';

/** A list that could not be loaded, with a way to ask again. */
function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('events.events.tryAgain')}
        </Button>
      }
    >
      {getErrorMessage(error, t('events.events.tryLater'))}
    </Alert>
  );
}

/**
 * `./EventsPage` (/events, public): the coming chapter meetings and the paid
 * events on sale, by city (Online last), with a filter by city. Either list
 * that fails to load says so while the other still shows.
 */
export default function EventsPage() {
  const t = useT();
  const meetings = useQuery(meetingsQuery);
  const paidEvents = useQuery(paidEventsQuery);
  const [city, setCity] = useState<string | null>(null);
  // A query's result arrives as an urgent update, which React draws in one go; the lists
  // are drawn from deferred copies instead, in slices that leave a slow phone's main
  // thread free for input (as the member directory does).
  const meetingsData = useDeferredValue(meetings.data);
  const paidEventsData = useDeferredValue(paidEvents.data);
  const allMeetings = meetingsData ?? [];
  const allPaidEvents = paidEventsData ?? [];
  const cities = citiesOf(allMeetings, allPaidEvents);
  const shown = city && cities.includes(city) ? [city] : cities;
  const meetingsPending = meetingsData === undefined && !meetings.isError;
  const paidEventsPending = paidEventsData === undefined && !paidEvents.isError;
  const loading =
    (meetingsPending && !paidEvents.isError) || (paidEventsPending && !meetings.isError);

  return (
    <>
      <PageBanner
        eyebrow={t('events.events.list.eyebrow')}
        title={t('events.events.list.title')}
        lead={t('events.events.list.lead')}
        icon={<CalendarDays />}
      />
      <div className={styles.content}>
        {paidEvents.isError ? (
          <LoadFailure
            title={t('events.events.list.paidError')}
            error={paidEvents.error}
            onRetry={() => void paidEvents.refetch()}
          />
        ) : null}
        {meetings.isError ? (
          <LoadFailure
            title={t('events.events.list.meetingsError')}
            error={meetings.error}
            onRetry={() => void meetings.refetch()}
          />
        ) : null}
        {loading ? (
          <div
            className={styles.loading}
            aria-busy="true"
            aria-label={t('events.events.list.loading')}
          >
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height="6rem" />
            ))}
          </div>
        ) : cities.length === 0 ? (
          meetings.isError || paidEvents.isError ? null : (
            <p className={styles.empty}>{t('events.events.list.empty')}</p>
          )
        ) : (
          <>
            <CityFilter cities={cities} value={city} onChange={setCity} />
            <EventsByCity cities={shown} meetings={allMeetings} paidEvents={allPaidEvents} />
          </>
        )}
      </div>
    </>
  );
}
