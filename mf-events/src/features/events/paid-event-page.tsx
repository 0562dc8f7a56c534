import { useQuery } from '@tanstack/react-query';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { paths, signInPathFrom } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { usePageMeta } from '@club/platform/routes/page-meta';
import {
  selectHasActiveMembership,
  selectIsSignedIn,
  useSessionStore,
} from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { PageBanner } from '@club/ui/page-banner';
import { Skeleton } from '@club/ui/skeleton';
import { Ticket } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { MyTicketsSection } from '@/components/my-tickets/my-tickets-section';
import { myTicketsQuery, paidEventsQuery } from '@/lib/ticket-queries';
import { EventDetails } from './components/event-details';
import { TicketTypesSection } from './components/ticket-types-section';
import { CLUB_NAME } from '@club/contract/copy/club';
import { useT } from './i18n';
import styles from './paid-event-page.module.css';

/** `./PaidEventPage` (/events/e/:id, public): a paid event, its tickets, buying one, its waitlist. */
export default function PaidEventPage({ id }: { id: string }) {
  const t = useT();
  const events = useQuery(paidEventsQuery);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const isMember = useSessionStore(selectHasActiveMembership);
  const hasCompany = useSessionStore((state) => (state.profile?.companies.length ?? 0) > 0);
  const mine = useQuery({ ...myTicketsQuery, enabled: isSignedIn });
  const location = useLocation();
  const event = events.data?.find((item) => item.id === id);
  const missing = events.isSuccess && !event;
  usePageMeta({
    title:
      event?.title ?? (missing ? t('events.events.paid.notFound') : t('events.events.paid.event')),
    description: event
      ? t('events.events.paid.metaDescription', {
          title: event.title,
          when: formatIndianDateTime(event.startsAt),
          club: CLUB_NAME,
        })
      : t('events.events.paid.metaDefault', { club: CLUB_NAME }),
  });

  if (events.isError || missing) {
    return (
      <div className={styles.content}>
        <h1 className={styles.visuallyHidden}>
          {missing ? t('events.events.paid.notFound') : t('events.events.paid.event')}
        </h1>
        <Alert
          tone={missing ? 'info' : 'error'}
          title={missing ? t('events.events.paid.notFound') : t('events.events.paid.loadError')}
          actions={
            missing ? (
              <Link to={paths.events()}>{t('events.events.paid.seeOnSale')}</Link>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
                {t('events.events.tryAgain')}
              </Button>
            )
          }
        >
          {missing
            ? t('events.events.paid.notOnSale')
            : getErrorMessage(events.error, t('events.events.tryLater'))}
        </Alert>
      </div>
    );
  }
  if (!event) {
    return (
      <div className={styles.content} aria-busy="true" aria-label={t('events.events.paid.loading')}>
        <Skeleton height="10rem" />
        <Skeleton height="14rem" />
      </div>
    );
  }
  const places = (mine.data?.waitlist ?? []).filter(
    (entry) => entry.status === 'waiting' || entry.status === 'offered',
  );
  return (
    <>
      <PageBanner
        eyebrow={t('events.events.paid.event')}
        title={event.title}
        lead={formatIndianDateTime(event.startsAt)}
        icon={<Ticket />}
      />
      <div className={styles.content}>
        <p>
          <Link to={paths.events()}>{t('events.events.paid.back')}</Link>
        </p>
        <div className={styles.grid}>
          <EventDetails event={event} />
          <div className={styles.column}>
            <TicketTypesSection
              event={event}
              signInPath={isSignedIn ? null : signInPathFrom(location.pathname)}
              isMember={isMember}
              hasCompany={hasCompany}
              places={places}
            />
            {isSignedIn ? <MyTicketsSection eventId={event.id} /> : null}
          </div>
        </div>
      </div>
    </>
  );
}
