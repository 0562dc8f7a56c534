import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Skeleton } from '@club/ui/skeleton';
import { Users } from 'lucide-react';
import { attendeesQuery } from '@/lib/event-queries';
import { useT } from '../i18n';
import styles from './meeting-sections.module.css';

/** Who answered Yes or Maybe: for members only; others see how many are coming. */
export function AttendeesPanel({
  meetingId,
  going,
  isMember,
}: {
  meetingId: string;
  going: number;
  isMember: boolean;
}) {
  const t = useT();
  const attendees = useQuery({ ...attendeesQuery(meetingId), enabled: isMember });
  return (
    <section className={styles.section} aria-labelledby="attendees-heading">
      <h2 id="attendees-heading" className={styles.heading}>
        <Users aria-hidden="true" /> {t('events.events.attendees.heading')}
      </h2>
      <p className={styles.muted}>{t('events.events.attendees.saidYes', { count: going })}</p>
      {!isMember ? (
        <p className={styles.muted}>{t('events.events.attendees.membersOnly')}</p>
      ) : attendees.isError ? (
        <p role="alert">
          {getErrorMessage(attendees.error, t('events.events.attendees.loadError'))}
        </p>
      ) : attendees.isPending ? (
        <Skeleton height="3rem" />
      ) : attendees.data.length === 0 ? (
        <p className={styles.muted}>{t('events.events.attendees.none')}</p>
      ) : (
        <ul className={styles.people}>
          {attendees.data.map((person, index) => (
            <li key={`${person.name}-${String(index)}`} className={styles.person}>
              <span className={styles.name}>{person.name}</span>
              {person.company ? <span className={styles.muted}>{person.company}</span> : null}
              {person.answer === 'maybe' ? (
                <span className={styles.tag}>{t('events.events.attendees.maybe')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
