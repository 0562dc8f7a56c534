import { formatIndianDateTime } from '@club/contract/india-time/format';
import type { VisitorTicket as Ticket } from '@club/contract/visitors';
import { Alert } from '@club/ui/alert';
import { TicketQr } from '@/components/ticket-card/ticket-qr';
import styles from '../visit.module.css';
import { useT } from '../i18n';

/** The guest's ticket once registered: the QR code and the code the staff check in. */
export function VisitorTicket({ ticket }: { ticket: Ticket }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="ticket-heading">
      <Alert tone="success" title={t('events.visit.ticket.registered', { name: ticket.name })}>
        {ticket.emailsConsent
          ? t('events.visit.ticket.belowRemind')
          : t('events.visit.ticket.below')}
      </Alert>
      <h2 id="ticket-heading" className={styles.sectionHeading}>
        {t('events.visit.ticket.heading')}
      </h2>
      <div className={styles.ticket}>
        <TicketQr text={ticket.qrText} label={t('events.visit.ticket.qr', { code: ticket.code })} />
        <div>
          <p className={styles.muted}>{t('events.visit.ticket.code')}</p>
          <p className={styles.code} data-testid="visitor-ticket-code">
            {ticket.code}
          </p>
          <p>
            {t('events.visit.ticket.when', {
              chapter: ticket.meeting.chapter.name,
              when: formatIndianDateTime(ticket.meeting.startsAt),
            })}
          </p>
          <p className={styles.muted}>
            {ticket.meeting.venue}, {ticket.meeting.address}
          </p>
          <p className={styles.muted}>{t('events.visit.ticket.hint')}</p>
        </div>
      </div>
    </section>
  );
}
