import { useQuery } from '@tanstack/react-query';
import type { Meeting, MyMeeting } from '@club/contract/events';
import { paths, signInPathFrom } from '@club/contract/site-pages';
import { Ticket as TicketIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ReminderChoice } from '@/components/reminder-choice/reminder-choice';
import { RsvpButtons } from '@/components/rsvp-buttons/rsvp-buttons';
import { TicketCard } from '@/components/ticket-card/ticket-card';
import { myMeetingsQuery } from '@/lib/event-queries';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from './meeting-sections.module.css';

/** The member's answer and ticket; a visitor is asked to sign in, a user without a plan to join. */
export function MemberAnswer({
  meeting,
  isMember,
  isSignedIn,
}: {
  meeting: Meeting;
  isMember: boolean;
  isSignedIn: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const mine = useQuery({ ...myMeetingsQuery, enabled: isMember });
  const [answered, setAnswered] = useState<MyMeeting | null>(null);
  const fromList = mine.data?.items.find((item) => item.meeting.id === meeting.id) ?? null;
  const current = fromList ?? answered;
  const open = meeting.status === 'scheduled' && new Date(meeting.endsAt) > new Date();

  return (
    <section className={styles.section} aria-labelledby="answer-heading">
      <h2 id="answer-heading" className={styles.heading}>
        <TicketIcon aria-hidden="true" /> {t('events.events.answer.heading')}
      </h2>
      {!isSignedIn ? (
        <p>
          {withTags(t('events.events.answer.signIn'), {
            link: (text) => (
              <Link to={signInPathFrom(`${location.pathname}${location.search}`)}>{text}</Link>
            ),
          })}
        </p>
      ) : !isMember ? (
        <p>
          {withTags(t('events.events.answer.join'), {
            link: (text) => <Link to={paths.membership()}>{text}</Link>,
          })}
        </p>
      ) : !open ? (
        <p className={styles.muted}>{t('events.events.answer.closed')}</p>
      ) : (
        <>
          <RsvpButtons
            meetingId={meeting.id}
            answer={current?.answer ?? null}
            onAnswered={setAnswered}
          />
          {current?.ticket ? <TicketCard ticket={current.ticket} meetingId={meeting.id} /> : null}
          {current?.answer === 'yes' ? <ReminderChoice /> : null}
          {current?.answer === 'no' ? (
            <p className={styles.muted}>{t('events.events.answer.thanks')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
