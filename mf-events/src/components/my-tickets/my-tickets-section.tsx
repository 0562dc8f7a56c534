import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntryView } from '@club/contract/event-tickets';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { myTicketsQuery } from '@/lib/ticket-queries';
import { TicketItem } from './ticket-item';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from './my-tickets.module.css';

const LIVE_PLACES: readonly WaitlistEntryView['status'][] = ['waiting', 'offered'];

function WaitlistPlace({ entry }: { entry: WaitlistEntryView }) {
  const t = useT();
  return (
    <li className={styles.place}>
      <Link to={paths.paidEvent(entry.eventId)}>{entry.eventTitle}</Link> · {entry.ticketTypeName}:{' '}
      {entry.status === 'offered'
        ? t('events.components.myTickets.offered', {
            time: formatIndianDateTime(entry.offerExpiresAt),
          })
        : t('events.components.myTickets.waiting')}
    </li>
  );
}

/**
 * The signed-in user's event tickets (newest first) and waitlist places, with
 * `eventId` keeping only those of one event (the event's page).
 */
export function MyTicketsSection({
  eventId,
  headingLevel = 2,
}: {
  eventId?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const mine = useQuery(myTicketsQuery);
  const [now] = useState(() => Date.now());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const tickets = (mine.data?.tickets ?? []).filter(
    (ticket) => !eventId || ticket.eventId === eventId,
  );
  const places = (mine.data?.waitlist ?? []).filter(
    (entry) => LIVE_PLACES.includes(entry.status) && (!eventId || entry.eventId === eventId),
  );
  if (eventId && mine.isSuccess && tickets.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="my-tickets-heading">
      <Heading id="my-tickets-heading" className={styles.heading}>
        {eventId
          ? t('events.components.myTickets.headingEvent')
          : t('events.components.myTickets.heading')}
      </Heading>
      {mine.isError ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void mine.refetch()}>
              {t('events.components.myTickets.tryAgain')}
            </Button>
          }
        >
          {getErrorMessage(mine.error, t('events.components.myTickets.loadError'))}
        </Alert>
      ) : mine.isPending ? (
        <div aria-busy="true" aria-label={t('events.components.myTickets.loading')}>
          <Skeleton height="7rem" />
        </div>
      ) : (
        <>
          {tickets.length === 0 ? (
            <p className={styles.muted}>
              {withTags(t('events.components.myTickets.none'), {
                link: (text) => <Link to={paths.events()}>{text}</Link>,
              })}
            </p>
          ) : (
            <ul className={styles.list}>
              {tickets.map((ticket) => (
                <TicketItem key={ticket.id} ticket={ticket} now={now} />
              ))}
            </ul>
          )}
          {eventId ? (
            <p className={styles.muted}>
              {withTags(t('events.components.myTickets.allTickets'), {
                link: (text) => <Link to={paths.myTickets()}>{text}</Link>,
              })}
            </p>
          ) : null}
          {!eventId && places.length > 0 ? (
            <>
              <Subheading className={styles.subheading}>
                {t('events.components.myTickets.waitlists')}
              </Subheading>
              <ul className={styles.places}>
                {places.map((entry) => (
                  <WaitlistPlace key={entry.id} entry={entry} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
