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
import styles from './meeting-page.module.css';

/** `./MeetingPage` (/events/:id, public): a meeting's agenda and place; members answer and see who comes. */
export default function MeetingPage({ id }: { id: string }) {
  const meeting = useQuery(meetingQuery(id));
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const isMember = useSessionStore(selectHasActiveMembership);

  if (meeting.isError) {
    const missing = [400, 404].includes(getErrorStatus(meeting.error) ?? 0);
    return (
      <div className={styles.content}>
        <Alert
          tone={missing ? 'info' : 'error'}
          title={missing ? 'Meeting not found' : 'The meeting could not be loaded'}
          actions={
            missing ? (
              <Link to={paths.events()}>See the coming meetings</Link>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void meeting.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {getErrorMessage(meeting.error, 'Please try again in a moment.')}
        </Alert>
      </div>
    );
  }
  if (meeting.isPending) {
    return (
      <div className={styles.content} aria-busy="true" aria-label="Loading the meeting">
        <Skeleton height="10rem" />
        <Skeleton height="14rem" />
      </div>
    );
  }
  const data = meeting.data;
  return (
    <>
      <PageBanner
        eyebrow={`${data.chapter.city} chapter`}
        title={data.chapter.name}
        lead={meetingWhen(data.startsAt)}
        icon={<CalendarDays />}
      />
      <div className={styles.content}>
        <p>
          <Link to={paths.events()}>← All meetings</Link>
        </p>
        {data.status === 'cancelled' ? (
          <Alert tone="warning" title="This meeting is cancelled">
            {data.note}
          </Alert>
        ) : data.note ? (
          <Alert tone="info" title="This meeting has changed">
            {data.note}
          </Alert>
        ) : null}
        <div className={styles.grid}>
          <div className={styles.column}>
            <section className={sections.section} aria-labelledby="place-heading">
              <h2 id="place-heading" className={sections.heading}>
                Where and when
              </h2>
              <p className={sections.muted}>{meetingWhen(data.startsAt)} (India time)</p>
              <MeetingPlace venue={data.venue} address={data.address} />
            </section>
            <section className={sections.section} aria-labelledby="agenda-heading">
              <h2 id="agenda-heading" className={sections.heading}>
                <ListChecks aria-hidden="true" /> Agenda
              </h2>
              <p className={sections.agenda}>{data.agenda || 'The agenda will follow.'}</p>
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
