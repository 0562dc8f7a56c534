import { useState } from 'react';
import type { Ticket } from '@club/contract/events';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Button } from '@club/ui/button';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { endpointUrl } from '@club/contract/endpoint';
import { memberEventEndpoints } from '@club/contract/events';
import { saveCalendarFile } from '@/lib/calendar-download';
import { TicketQr } from './ticket-qr';
import { useT } from '../i18n';
import styles from './ticket-card.module.css';

/** A member's ticket: the QR code the staff scan, its code to read out, and a calendar file. */
export function TicketCard({ ticket, meetingId }: { ticket: Ticket; meetingId: string }) {
  const t = useT();
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const addToCalendar = () => {
    setCalendarError(null);
    saveCalendarFile(
      endpointUrl(memberEventEndpoints.calendar, { id: meetingId }),
      'bizbridge-meeting.ics',
    ).catch((error: unknown) => {
      setCalendarError(getErrorMessage(error, t('events.components.ticket.calendarError')));
    });
  };
  return (
    <div className={styles.ticket}>
      <TicketQr
        text={ticket.qrText}
        label={t('events.components.ticket.qrLabel', { code: ticket.code })}
      />
      <div className={styles.facts}>
        <p className={styles.label}>{t('events.components.ticket.code')}</p>
        <p className={styles.code}>{ticket.code}</p>
        {ticket.checkedInAt ? (
          <p className={styles.checkedIn}>
            <CheckCircle2 aria-hidden="true" />{' '}
            {t('events.components.ticket.checkedIn', {
              time: formatIndianDateTime(ticket.checkedInAt),
            })}
          </p>
        ) : (
          <p className={styles.hint}>{t('events.components.ticket.hint')}</p>
        )}
        <Button
          variant="secondary"
          size="sm"
          icon={<CalendarPlus aria-hidden="true" />}
          onClick={addToCalendar}
        >
          {t('events.components.ticket.addToCalendar')}
        </Button>
        {calendarError ? (
          <p className={styles.error} role="alert">
            {calendarError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
