import type { OneToOne } from '@club/contract/one-to-ones';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { paths } from '@club/contract/site-pages';
import { CalendarClock, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './one-to-one-card.module.css';

const STATUS_TEXT: Record<OneToOne['status'], string> = {
  proposed: 'Proposed',
  accepted: 'Agreed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** Its state in a word: an agreed one whose time came was held; a proposal nobody answered in time expired. */
function statusText(item: OneToOne): string {
  if (item.status === 'accepted' && (item.stage === 'to-log' || item.stage === 'done')) {
    return 'Held';
  }
  if (item.status === 'proposed' && item.stage === 'done') return 'Expired';
  return STATUS_TEXT[item.status];
}

/** `3 Dec 2026, 10:30 am`, India's time. */
export const slotText = (iso: string) => `${formatIndianDateTime(iso)} IST`;

/** Who proposed it, in the member's words. */
function whoProposed(item: OneToOne): string {
  return item.role === 'proposer' ? 'You proposed' : `${item.other.name} proposed`;
}

/** One 1-to-1: with whom, when, where, its state, and what the member can do with it now. */
export function OneToOneCard({ item, children }: { item: OneToOne; children?: ReactNode }) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.name}>
          <Link to={paths.memberCompany(item.other.companyId)}>{item.other.name}</Link>
        </h3>
        <span className={styles.status} data-status={item.status}>
          {statusText(item)}
        </span>
      </header>
      <p className={styles.meta}>{whoProposed(item)}</p>
      <ul className={styles.facts} role="list">
        <li>
          <CalendarClock aria-hidden="true" />
          <span>
            {item.acceptedSlot ? (
              slotText(item.acceptedSlot)
            ) : (
              <>
                {item.slots.length === 1 ? 'Time: ' : 'Times offered: '}
                {item.slots.map(slotText).join(' · ')}
              </>
            )}
          </span>
        </li>
        <li>
          <MapPin aria-hidden="true" />
          <span>{item.place}</span>
        </li>
      </ul>
      {item.message ? <p className={styles.message}>{item.message}</p> : null}
      {item.myLog ? (
        <p className={styles.log}>
          <strong>Your note:</strong> {item.myLog.note}
        </p>
      ) : null}
      {item.status === 'accepted' && item.otherLogged ? (
        <p className={styles.meta}>{item.other.name} logged it too.</p>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
