import type { VisitorInvitation } from '@club/contract/visitors';
import { meetingWhen } from '@/lib/meeting-time';
import styles from '../my-invitations.module.css';
import { StageBadge } from './stage-badge';
import { WithdrawInvitation } from './withdraw-invitation';
import { useT } from '../i18n';

/** The guest has not registered and the meeting is still ahead: the member may withdraw it. */
function withdrawable(item: VisitorInvitation): boolean {
  return (
    item.stage === 'invited' &&
    !item.withdrawnAt &&
    new Date(item.meeting.endsAt).getTime() > Date.now()
  );
}

/** The guests the member invited, newest first, each with how far they came. */
export function InvitationList({ items }: { items: readonly VisitorInvitation[] }) {
  const t = useT();
  if (items.length === 0) {
    return <p className={styles.muted}>{t('events.myInvitations.empty')}</p>;
  }
  return (
    <ul className={styles.list} aria-label={t('events.myInvitations.list')}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <div className={styles.cardHead}>
            <p className={styles.name}>{item.name}</p>
            {item.withdrawnAt ? (
              <span className={styles.badge} data-stage="withdrawn">
                {t('events.myInvitations.withdrawn')}
              </span>
            ) : (
              <StageBadge stage={item.stage} />
            )}
          </div>
          <p className={styles.muted}>
            {item.businessName} · {item.email}
          </p>
          <p className={styles.muted}>
            {item.meeting.chapter.name}, {meetingWhen(item.meeting.startsAt)}
          </p>
          {withdrawable(item) ? (
            <div className={styles.cardActions}>
              <WithdrawInvitation invitation={item} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
