import { formatIndianDateTime } from '@club/contract/india-time/format';
import type { VisitorTicket as Ticket } from '@club/contract/visitors';
import { Alert } from '@club/ui/alert';
import { TicketQr } from '@/components/ticket-card/ticket-qr';
import styles from '../visit.module.css';

/** The guest's ticket once registered: the QR code and the code the staff check in. */
export function VisitorTicket({ ticket }: { ticket: Ticket }) {
  return (
    <section className={styles.section} aria-labelledby="ticket-heading">
      <Alert tone="success" title={`You are registered, ${ticket.name}`}>
        Your ticket is below and in your e-mail.
        {ticket.emailsConsent ? ' We will remind you two working days before the meeting.' : ''}
      </Alert>
      <h2 id="ticket-heading" className={styles.sectionHeading}>
        Your visitor ticket
      </h2>
      <div className={styles.ticket}>
        <TicketQr text={ticket.qrText} label={`QR code of ticket ${ticket.code}`} />
        <div>
          <p className={styles.muted}>Ticket code</p>
          <p className={styles.code} data-testid="visitor-ticket-code">
            {ticket.code}
          </p>
          <p>
            {ticket.meeting.chapter.name}, {formatIndianDateTime(ticket.meeting.startsAt)} (India
            time)
          </p>
          <p className={styles.muted}>
            {ticket.meeting.venue}, {ticket.meeting.address}
          </p>
          <p className={styles.muted}>Show the QR code at the door, or read out the code.</p>
        </div>
      </div>
    </section>
  );
}
