import type { PaidEventView } from '@club/contract/event-tickets';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from '../paid-event-page.module.css';

/** What the event is, where and when, and until when a ticket can be cancelled. */
export function EventDetails({ event }: { event: PaidEventView }) {
  const t = useT();
  return (
    <div className={styles.column}>
      <section className={styles.section} aria-labelledby="when-heading">
        <h2 id="when-heading" className={styles.heading}>
          {t('events.events.details.whereWhen')}
        </h2>
        <p className={styles.muted}>
          {t('events.events.details.indiaTime', { when: formatIndianDateTime(event.startsAt) })}
        </p>
        {event.venue ? (
          <p className={styles.place}>
            <strong>{event.city}</strong>
            <br />
            {event.venue}
          </p>
        ) : null}
        {event.onlineUrl ? (
          <p className={styles.place}>
            {withTags(t('events.events.details.online', { url: event.onlineUrl }), {
              link: (text) => (
                <a href={event.onlineUrl ?? undefined} target="_blank" rel="noreferrer noopener">
                  {text}
                </a>
              ),
            })}
          </p>
        ) : null}
        <p className={styles.muted}>
          {t('events.events.details.cutoff', {
            time: formatIndianDateTime(event.cancellationCutoffAt),
          })}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="about-heading">
        <h2 id="about-heading" className={styles.heading}>
          {t('events.events.details.about')}
        </h2>
        <p className={styles.description}>{event.description}</p>
      </section>
    </div>
  );
}
