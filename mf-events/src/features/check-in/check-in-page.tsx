import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { SelectField } from '@club/ui/form-field';
import { Skeleton } from '@club/ui/skeleton';
import { useState } from 'react';
import { meetingsQuery } from '@/lib/event-queries';
import { meetingWhen } from '@/lib/meeting-time';
import { CheckInOutcomeBanner } from './components/check-in-outcome';
import { CodeForm } from './components/code-form';
import { QrReaders } from './components/qr-readers';
import { useCheckIn } from './hooks/use-check-in';
import styles from './check-in-page.module.css';
import { useT } from './i18n';

/**
 * `./CheckInPage` (/check-in, staff): at the door, on a phone. Pick the
 * meeting, then scan each ticket's QR code (camera or image) or type its code.
 */
export default function CheckInPage() {
  const t = useT();
  const meetings = useQuery(meetingsQuery);
  const open = (meetings.data ?? []).filter((meeting) => meeting.status === 'scheduled');
  const [chosen, setChosen] = useState<string | null>(null);
  const meetingId = chosen ?? open[0]?.id ?? null;
  const { outcome, pending, checkIn } = useCheckIn(meetingId);
  const count = outcome && outcome.kind !== 'refused' ? outcome.result.checkedIn : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('events.checkIn.title')}</h1>
      {meetings.isError ? (
        <Alert tone="error">
          {getErrorMessage(meetings.error, t('events.checkIn.meetingsError'))}
        </Alert>
      ) : meetings.isPending ? (
        <Skeleton height="4rem" />
      ) : open.length === 0 ? (
        <Alert tone="info">{t('events.checkIn.noMeeting')}</Alert>
      ) : (
        <>
          <SelectField
            label={t('events.checkIn.meeting')}
            value={meetingId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            options={open.map((meeting) => ({
              value: meeting.id,
              label: `${meeting.chapter.name} · ${meetingWhen(meeting.startsAt)}`,
            }))}
          />
          <CheckInOutcomeBanner outcome={outcome} />
          {count !== null ? (
            <p className={styles.count}>{t('events.checkIn.count', { count })}</p>
          ) : null}
          <QrReaders onCode={checkIn} disabled={pending} />
          <CodeForm onCode={checkIn} pending={pending} disabled={!meetingId} />
        </>
      )}
    </div>
  );
}
