import type { MyMeeting } from '@club/contract/events';
import { inviteVisitorPath, paths } from '@club/contract/site-pages';
import { Link } from 'react-router-dom';
import { RsvpButtons } from '@/components/rsvp-buttons/rsvp-buttons';
import { TicketCard } from '@/components/ticket-card/ticket-card';
import { meetingWhen } from '@/lib/meeting-time';
import { useT } from '../i18n';
import styles from '../my-meetings-page.module.css';

/** One coming meeting of the member's chapter: their answer, and the ticket it gave them. */
export function MyMeetingItem({ item }: { item: MyMeeting }) {
  const t = useT();
  const { meeting } = item;
  const cancelled = meeting.status === 'cancelled';
  const headingId = `meeting-${meeting.id}`;
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.when}>
        <Link to={paths.meeting(meeting.id)}>{meetingWhen(meeting.startsAt)}</Link>
      </h2>
      <p className={styles.muted}>
        {meeting.venue}, {meeting.address}
      </p>
      {cancelled ? (
        <p className={styles.cancelled}>
          {meeting.note
            ? t('events.myMeetings.cancelledNote', { note: meeting.note })
            : t('events.myMeetings.cancelled')}
        </p>
      ) : (
        <>
          <RsvpButtons meetingId={meeting.id} answer={item.answer} />
          {item.ticket ? <TicketCard ticket={item.ticket} meetingId={meeting.id} /> : null}
          <Link to={inviteVisitorPath(meeting.id)}>{t('events.myMeetings.invite')}</Link>
        </>
      )}
    </li>
  );
}
