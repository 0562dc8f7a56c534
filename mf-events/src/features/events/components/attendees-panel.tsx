import { useQuery } from '@tanstack/react-query';
import { countOf } from '@club/contract/format/count';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Skeleton } from '@club/ui/skeleton';
import { Users } from 'lucide-react';
import { attendeesQuery } from '@/lib/event-queries';
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
  const attendees = useQuery({ ...attendeesQuery(meetingId), enabled: isMember });
  return (
    <section className={styles.section} aria-labelledby="attendees-heading">
      <h2 id="attendees-heading" className={styles.heading}>
        <Users aria-hidden="true" /> Who is coming
      </h2>
      <p className={styles.muted}>{countOf(going, 'member has', 'members have')} said yes.</p>
      {!isMember ? (
        <p className={styles.muted}>Members with an active membership see who is coming.</p>
      ) : attendees.isError ? (
        <p role="alert">{getErrorMessage(attendees.error, 'The list could not be loaded.')}</p>
      ) : attendees.isPending ? (
        <Skeleton height="3rem" />
      ) : attendees.data.length === 0 ? (
        <p className={styles.muted}>Nobody has answered yet: be the first.</p>
      ) : (
        <ul className={styles.people}>
          {attendees.data.map((person, index) => (
            <li key={`${person.name}-${String(index)}`} className={styles.person}>
              <span className={styles.name}>{person.name}</span>
              {person.company ? <span className={styles.muted}>{person.company}</span> : null}
              {person.answer === 'maybe' ? <span className={styles.tag}>Maybe</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
