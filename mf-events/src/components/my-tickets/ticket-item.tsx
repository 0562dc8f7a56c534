import { useQueryClient } from '@tanstack/react-query';
import type { TicketView } from '@club/contract/event-tickets';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { ConfirmDialog } from '@club/ui/confirm-dialog';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cancelTicket, downloadTicketDocument, TICKET_KEYS } from '@/lib/ticket-queries';
import styles from './my-tickets.module.css';

interface Cancelled {
  refundAmount: number;
  creditNoteNumber: string;
  refunded: boolean;
}

/**
 * One bought ticket: its door code, event, invoice; before the event's cut-off
 * it can be cancelled (after a confirmation) for a full refund and a credit note.
 */
export function TicketItem({ ticket, now }: { ticket: TicketView; now: number }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelled, setCancelled] = useState<Cancelled | null>(null);
  const [error, setError] = useState<string | null>(null);
  const valid = ticket.status === 'valid';
  const beforeCutoff = now < new Date(ticket.cancellationCutoffAt).getTime();
  const headingId = `ticket-${ticket.id}`;

  const download = (kind: 'invoice' | 'credit-note') => {
    setError(null);
    downloadTicketDocument(ticket, kind).catch((failure: unknown) => {
      setError(getErrorMessage(failure, 'The document could not be downloaded; please try again.'));
    });
  };

  const cancel = async () => {
    setConfirming(false);
    setCancelling(true);
    setError(null);
    try {
      const done = await cancelTicket(ticket.id);
      setCancelled(done);
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.mine });
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.paidEvents });
    } catch (failure) {
      setError(getErrorMessage(failure, 'The ticket could not be cancelled; please try again.'));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <li className={styles.ticket} aria-labelledby={headingId} data-status={ticket.status}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          <Link to={paths.paidEvent(ticket.eventId)}>{ticket.eventTitle}</Link>
        </h3>
        <p className={styles.code}>
          <span className={styles.muted}>Ticket code</span> <strong>{ticket.code}</strong>
        </p>
      </div>
      <p className={styles.muted}>
        {ticket.ticketTypeName} · {formatIndianDateTime(ticket.startsAt)} ·{' '}
        {formatRupees(ticket.total)} paid (GST included)
      </p>
      {valid ? (
        <p className={styles.muted}>
          {beforeCutoff
            ? `Cancel for a full refund until ${formatIndianDateTime(ticket.cancellationCutoffAt)}.`
            : `Cancelling closed on ${formatIndianDateTime(ticket.cancellationCutoffAt)}.`}
        </p>
      ) : (
        <p className={styles.cancelledNote}>
          Cancelled: {formatRupees(cancelled?.refundAmount ?? ticket.total)} refunded, credit note{' '}
          {cancelled?.creditNoteNumber ?? ticket.creditNoteNumber}.
        </p>
      )}
      {cancelled ? (
        <Alert tone="success" title="Ticket cancelled">
          A refund of {formatRupees(cancelled.refundAmount)} goes back to your card
          {cancelled.refunded ? '' : ' (it is being sent to the bank)'}; credit note{' '}
          {cancelled.creditNoteNumber} reverses invoice {ticket.invoiceNumber}.
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          icon={<Download />}
          onClick={() => download('invoice')}
          aria-label={`Download invoice ${ticket.invoiceNumber}`}
        >
          Invoice {ticket.invoiceNumber}
        </Button>
        {ticket.creditNoteNumber ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Download />}
            onClick={() => download('credit-note')}
            aria-label={`Download credit note ${ticket.creditNoteNumber}`}
          >
            Credit note {ticket.creditNoteNumber}
          </Button>
        ) : null}
        {valid && beforeCutoff ? (
          <Button
            size="sm"
            variant="ghost"
            loading={cancelling}
            onClick={() => setConfirming(true)}
          >
            Cancel ticket
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        message={`Cancel your ticket to ${ticket.eventTitle}?`}
        detail={`You get a full refund of ${formatRupees(ticket.total)} and a credit note. The seat goes to the next person.`}
        confirmLabel="Cancel ticket"
        cancelLabel="Keep ticket"
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
