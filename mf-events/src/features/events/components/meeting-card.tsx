import type { Meeting } from '@club/contract/events';
import { paths } from '@club/contract/site-pages';
import { formatIndianDate } from '@club/contract/india-time/format';
import { Link } from 'react-router-dom';
import { meetingWeekdayAndTime } from '@/lib/meeting-time';
import { useT } from '../i18n';
import styles from './events-by-city.module.css';

/** One meeting in the list: its day, time, chapter and place; the link opens its page. */
export function MeetingCard({ meeting }: { meeting: Meeting }) {
  const t = useT();
  const { weekday, time } = meetingWeekdayAndTime(meeting.startsAt);
  const cancelled = meeting.status === 'cancelled';
  return (
    <li className={styles.card} data-cancelled={cancelled || undefined}>
      <p className={styles.when}>
        <span className={styles.day}>{formatIndianDate(meeting.startsAt)}</span>
        <span>{weekday}</span>
        <span>{time}</span>
      </p>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={paths.meeting(meeting.id)} className={styles.link}>
            {meeting.chapter.name}
          </Link>
        </h3>
        <p className={styles.venue}>{meeting.venue}</p>
        {cancelled ? <p className={styles.badge}>{t('events.events.card.cancelled')}</p> : null}
        {!cancelled && meeting.note ? <p className={styles.note}>{meeting.note}</p> : null}
      </div>
    </li>
  );
}
