import type { OneToOne } from '@club/contract/one-to-ones';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { paths } from '@club/contract/site-pages';
import { CalendarClock, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './one-to-one-card.module.css';
import type { Translate } from '@club/ui/i18n';
import { useT, type MessageId } from '../i18n';

const STATUS_TEXT: Record<OneToOne['status'], MessageId> = {
  proposed: 'events.oneToOnes.status.proposed',
  accepted: 'events.oneToOnes.status.accepted',
  declined: 'events.oneToOnes.status.declined',
  cancelled: 'events.oneToOnes.status.cancelled',
};

/** Its state in a word: an agreed one whose time came was held; a proposal nobody answered in time expired. */
function statusText(item: OneToOne, t: Translate<MessageId>): string {
  if (item.status === 'accepted' && (item.stage === 'to-log' || item.stage === 'done')) {
    return t('events.oneToOnes.status.held');
  }
  if (item.status === 'proposed' && item.stage === 'done')
    return t('events.oneToOnes.status.expired');
  return t(STATUS_TEXT[item.status]);
}

/** `3 Dec 2026, 10:30 am`, India's time. */
export const slotText = (iso: string) => `${formatIndianDateTime(iso)} IST`;

/** Who proposed it, in the member's words. */
function whoProposed(item: OneToOne, t: Translate<MessageId>): string {
  return item.role === 'proposer'
    ? t('events.oneToOnes.card.youProposed')
    : t('events.oneToOnes.card.theyProposed', { name: item.other.name });
}

/** One 1-to-1: with whom, when, where, its state, and what the member can do with it now. */
export function OneToOneCard({ item, children }: { item: OneToOne; children?: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.name}>
          <Link to={paths.memberCompany(item.other.companyId)}>{item.other.name}</Link>
        </h3>
        <span className={styles.status} data-status={item.status}>
          {statusText(item, t)}
        </span>
      </header>
      <p className={styles.meta}>{whoProposed(item, t)}</p>
      <ul className={styles.facts} role="list">
        <li>
          <CalendarClock aria-hidden="true" />
          <span>
            {item.acceptedSlot
              ? slotText(item.acceptedSlot)
              : t(
                  item.slots.length === 1
                    ? 'events.oneToOnes.card.time'
                    : 'events.oneToOnes.card.times',
                  {
                    times: item.slots.map(slotText).join(' · '),
                  },
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
          <strong>{t('events.oneToOnes.card.note')}</strong> {item.myLog.note}
        </p>
      ) : null}
      {item.status === 'accepted' && item.otherLogged ? (
        <p className={styles.meta}>
          {t('events.oneToOnes.card.otherLogged', { name: item.other.name })}
        </p>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
