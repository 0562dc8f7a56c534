import type { VisitorInvitation } from '@club/contract/visitors';
import { meetingWhen } from '@/lib/meeting-time';
import styles from '../my-invitations.module.css';
import { StageBadge } from './stage-badge';

/** The guests the member invited, newest first, each with how far they came. */
export function InvitationList({ items }: { items: readonly VisitorInvitation[] }) {
  if (items.length === 0) {
    return (
      <p className={styles.muted}>
        You have not invited anyone yet. Guests you invite appear here with their progress.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Your invitations">
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <div className={styles.cardHead}>
            <p className={styles.name}>{item.name}</p>
            <StageBadge stage={item.stage} />
          </div>
          <p className={styles.muted}>
            {item.businessName} · {item.email}
          </p>
          <p className={styles.muted}>
            {item.meeting.chapter.name}, {meetingWhen(item.meeting.startsAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
