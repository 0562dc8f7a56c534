import { useQuery } from '@tanstack/react-query';
import { getErrorMessage, getErrorStatus } from '@club/platform/api/api-error';
import {
  selectHasActiveMembership,
  selectIsSignedIn,
  useSessionStore,
} from '@club/platform/session/session-store';
import { paths } from '@club/contract/site-pages';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { CalendarDays, ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MeetingPlace } from '@/components/meeting-place/meeting-place';
import { PageBanner } from '@club/ui/page-banner';
import { meetingQuery } from '@/lib/event-queries';
import { meetingWhen } from '@/lib/meeting-time';
import { AttendeesPanel } from './components/attendees-panel';
import { MemberAnswer } from './components/member-answer';
import sections from './components/meeting-sections.module.css';
import { useT } from './i18n';
import styles from './meeting-page.module.css';

/** `./MeetingPage` (/events/:id, public): a meeting's agenda and place; members answer and see who comes. */
export default function MeetingPage({ id }: { id: string }) {
  const t = useT();
  const meeting = useQuery(meetingQuery(id));
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const isMember = useSessionStore(selectHasActiveMembership);

  if (meeting.isError) {
    const missing = [400, 404].includes(getErrorStatus(meeting.error) ?? 0);
    return (
      <div className={styles.content}>
        <Alert
          tone={missing ? 'info' : 'error'}
          title={
            missing ? t('events.events.meeting.notFound') : t('events.events.meeting.loadError')
          }
          actions={
            missing ? (
              <Link to={paths.events()}>{t('events.events.meeting.seeComing')}</Link>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void meeting.refetch()}>
                {t('events.events.tryAgain')}
              </Button>
            )
          }
        >
          {getErrorMessage(meeting.error, t('events.events.tryLater'))}
        </Alert>
      </div>
    );
  }
  if (meeting.isPending) {
    return (
      <div
        className={styles.content}
        aria-busy="true"
        aria-label={t('events.events.meeting.loading')}
      >
        <Skeleton height="10rem" />
        <Skeleton height="14rem" />
      </div>
    );
  }
  const data = meeting.data;
  return (
    <>
      <PageBanner
        eyebrow={t('events.events.meeting.eyebrow', { city: data.chapter.city })}
        title={data.chapter.name}
        lead={meetingWhen(data.startsAt)}
        icon={<CalendarDays />}
      />
      <div className={styles.content}>
        <p>
          <Link to={paths.events()}>{t('events.events.meeting.back')}</Link>
        </p>
        {data.status === 'cancelled' ? (
          <Alert tone="warning" title={t('events.events.meeting.cancelled')}>
            {data.note}
          </Alert>
        ) : data.note ? (
          <Alert tone="info" title={t('events.events.meeting.changed')}>
            {data.note}
          </Alert>
        ) : null}
        <div className={styles.grid}>
          <div className={styles.column}>
            <section className={sections.section} aria-labelledby="place-heading">
              <h2 id="place-heading" className={sections.heading}>
                {t('events.events.meeting.whereWhen')}
              </h2>
              <p className={sections.muted}>
                {t('events.events.meeting.indiaTime', { when: meetingWhen(data.startsAt) })}
              </p>
              <MeetingPlace venue={data.venue} address={data.address} />
            </section>
            <section className={sections.section} aria-labelledby="agenda-heading">
              <h2 id="agenda-heading" className={sections.heading}>
                <ListChecks aria-hidden="true" /> {t('events.events.meeting.agenda')}
              </h2>
              <p className={sections.agenda}>
                {data.agenda || t('events.events.meeting.agendaFollows')}
              </p>
            </section>
          </div>
          <div className={styles.column}>
            <MemberAnswer meeting={data} isMember={isMember} isSignedIn={isSignedIn} />
            <AttendeesPanel meetingId={data.id} going={data.going} isMember={isMember} />
          </div>
        </div>
      </div>
    </>
  );
}
