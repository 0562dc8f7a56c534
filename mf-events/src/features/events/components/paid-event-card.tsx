import { ticketTotalOf, type PaidEventView } from '@club/contract/event-tickets';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate } from '@club/contract/india-time/format';
import { paths } from '@club/contract/site-pages';
import { Link } from 'react-router-dom';
import { meetingWeekdayAndTime } from '@/lib/meeting-time';
import { useT } from '../i18n';
import styles from './events-by-city.module.css';

/**
 * A paid event in its city's list: day and time, title, venue (or Online),
 * the lowest price with GST and the seats left, or Sold out.
 */
export function PaidEventCard({ event }: { event: PaidEventView }) {
  const t = useT();
  const { weekday, time } = meetingWeekdayAndTime(event.startsAt);
  const lowest = Math.min(
    ...event.ticketTypes.flatMap((type) => [type.memberPrice, type.visitorPrice]),
  );
  const seatsLeft = event.ticketTypes.reduce((sum, type) => sum + type.seatsLeft, 0);
  return (
    <li className={styles.card} data-paid>
      <p className={styles.when}>
        <span className={styles.day}>{formatIndianDate(event.startsAt)}</span>
        <span>{weekday}</span>
        <span>{time}</span>
      </p>
      <div className={styles.body}>
        <p className={styles.kind}>{t('events.events.card.onSale')}</p>
        <h3 className={styles.title}>
          <Link to={paths.paidEvent(event.id)} className={styles.link}>
            {event.title}
          </Link>
        </h3>
        <p className={styles.venue}>{event.venue ?? t('events.events.card.online')}</p>
        <p className={styles.note}>
          {t('events.events.card.from', { price: formatRupees(ticketTotalOf(lowest)) })}
        </p>
        {seatsLeft === 0 ? (
          <p className={styles.badge}>{t('events.events.card.soldOut')}</p>
        ) : (
          <p className={styles.note}>{t('events.events.card.seatsLeft', { count: seatsLeft })}</p>
        )}
      </div>
    </li>
  );
}
