import { useQuery } from '@tanstack/react-query';
import { ticketTotalOf, type PaidEventView } from '@club/contract/event-tickets';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatIndianMonth } from '@club/contract/india-time/format';
import { paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { Link } from 'react-router-dom';
import { meetingWeekdayAndTime } from '@/lib/meeting-time';
import { paidEventsQuery } from '@/lib/ticket-queries';
import styles from './meetings-by-city.module.css';

function PaidEventCard({ event }: { event: PaidEventView }) {
  const { weekday, time } = meetingWeekdayAndTime(event.startsAt);
  const lowest = Math.min(
    ...event.ticketTypes.flatMap((type) => [type.memberPrice, type.visitorPrice]),
  );
  const seatsLeft = event.ticketTypes.reduce((sum, type) => sum + type.seatsLeft, 0);
  return (
    <li className={styles.card}>
      <p className={styles.when}>
        <span className={styles.day}>{formatIndianDate(event.startsAt)}</span>
        <span>{weekday}</span>
        <span>{time}</span>
      </p>
      <div className={styles.body}>
        <h4 className={styles.title}>
          <Link to={paths.paidEvent(event.id)} className={styles.link}>
            {event.title}
          </Link>
        </h4>
        <p className={styles.venue}>{event.venue ?? 'Online'}</p>
        <p className={styles.note}>From {formatRupees(ticketTotalOf(lowest))} incl. GST</p>
        {seatsLeft === 0 ? (
          <p className={styles.badge}>Sold out</p>
        ) : (
          <p className={styles.note}>
            {seatsLeft} {seatsLeft === 1 ? 'seat' : 'seats'} left
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Paid events on sale (talks, summits, workshops for members and visitors),
 * by month, soonest first. Paid events have a place, not a chapter's city, so
 * they are grouped by date rather than by city.
 */
export function PaidEventsSection() {
  const events = useQuery(paidEventsQuery);
  const all = [...(events.data ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const months = [...new Set(all.map((event) => formatIndianMonth(event.startsAt)))];
  return (
    <section aria-labelledby="paid-events-heading" className={styles.city}>
      <h2 id="paid-events-heading" className={styles.cityName}>
        Tickets on sale
      </h2>
      {events.isError ? (
        <Alert
          tone="error"
          title="Events on sale could not be loaded"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(events.error, 'Please try again in a moment.')}
        </Alert>
      ) : events.isPending ? (
        <div aria-busy="true" aria-label="Loading events on sale">
          <Skeleton height="6rem" />
        </div>
      ) : all.length === 0 ? (
        <p className={styles.venue}>No paid events are on sale right now.</p>
      ) : (
        months.map((month) => (
          <div key={month} className={styles.city}>
            <h3 className={styles.monthName}>{month}</h3>
            <ul className={styles.list}>
              {all
                .filter((event) => formatIndianMonth(event.startsAt) === month)
                .map((event) => (
                  <PaidEventCard key={event.id} event={event} />
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
