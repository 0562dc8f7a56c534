import type { PaidEventView } from '@club/contract/event-tickets';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import styles from '../paid-event-page.module.css';

/** What the event is, where and when, and until when a ticket can be cancelled. */
export function EventDetails({ event }: { event: PaidEventView }) {
  return (
    <div className={styles.column}>
      <section className={styles.section} aria-labelledby="when-heading">
        <h2 id="when-heading" className={styles.heading}>
          Where and when
        </h2>
        <p className={styles.muted}>{formatIndianDateTime(event.startsAt)} (India time)</p>
        {event.venue ? (
          <p className={styles.place}>
            <strong>{event.city}</strong>
            <br />
            {event.venue}
          </p>
        ) : null}
        {event.onlineUrl ? (
          <p className={styles.place}>
            Online:{' '}
            <a href={event.onlineUrl} target="_blank" rel="noreferrer noopener">
              {event.onlineUrl}
            </a>
          </p>
        ) : null}
        <p className={styles.muted}>
          Tickets can be cancelled for a full refund until{' '}
          {formatIndianDateTime(event.cancellationCutoffAt)}.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="about-heading">
        <h2 id="about-heading" className={styles.heading}>
          About this event
        </h2>
        <p className={styles.description}>{event.description}</p>
      </section>
    </div>
  );
}
