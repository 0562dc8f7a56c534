import { useQuery } from '@tanstack/react-query';
import { paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Skeleton } from '@club/ui/skeleton';
import { Link } from 'react-router-dom';
import { chaptersQuery, meetingsQuery } from '@/lib/event-queries';
import { ChapterAttendanceTable } from './components/chapter-attendance-table';
import { ChapterForm } from './components/chapter-form';
import { MeetingChangeForm } from './components/meeting-change-form';
import { MemberAttendanceTable } from './components/member-attendance-table';
import { attendanceQuery } from './queries';
import styles from './chapters-page.module.css';
import { withTags } from '@club/ui/i18n';
import { useT } from './i18n';

/** `./ChaptersPage` (/chapters, staff): attendance, moves, chapters' schedules, one-off changes. */
export default function ChaptersPage() {
  const t = useT();
  const attendance = useQuery(attendanceQuery);
  const chapters = useQuery(chaptersQuery);
  const meetings = useQuery(meetingsQuery);
  const failed = attendance.error ?? chapters.error ?? meetings.error;

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.adminOverview()}>{t('events.chapters.back')}</Link>
      </p>
      <h1 className={styles.title}>{t('events.chapters.title')}</h1>
      <p className={styles.lead}>
        {withTags(t('events.chapters.lead'), {
          link: (text) => <Link to={paths.checkIn()}>{text}</Link>,
        })}
      </p>
      {failed ? (
        <Alert tone="error">{getErrorMessage(failed, t('events.chapters.loadError'))}</Alert>
      ) : !attendance.data || !chapters.data || !meetings.data ? (
        <Skeleton height="12rem" />
      ) : (
        <>
          <ChapterAttendanceTable chapters={attendance.data.chapters} />
          <MemberAttendanceTable members={attendance.data.members} chapters={chapters.data} />
          <ChapterForm chapters={chapters.data} />
          <MeetingChangeForm meetings={meetings.data} />
        </>
      )}
    </div>
  );
}
