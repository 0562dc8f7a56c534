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
import { useT } from '../i18n';
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
  const t = useT();
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
      setError(getErrorMessage(failure, t('events.components.ticketItem.downloadError')));
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
      setError(getErrorMessage(failure, t('events.components.ticketItem.cancelError')));
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
          <span className={styles.muted}>{t('events.components.ticketItem.code')}</span>{' '}
          <strong>{ticket.code}</strong>
        </p>
      </div>
      <p className={styles.muted}>
        {ticket.ticketTypeName} · {formatIndianDateTime(ticket.startsAt)} ·{' '}
        {t('events.components.ticketItem.paid', { amount: formatRupees(ticket.total) })}
      </p>
      {valid ? (
        <p className={styles.muted}>
          {beforeCutoff
            ? t('events.components.ticketItem.cancelUntil', {
                time: formatIndianDateTime(ticket.cancellationCutoffAt),
              })
            : t('events.components.ticketItem.cancelClosed', {
                time: formatIndianDateTime(ticket.cancellationCutoffAt),
              })}
        </p>
      ) : (
        <p className={styles.cancelledNote}>
          {t('events.components.ticketItem.cancelledNote', {
            amount: formatRupees(cancelled?.refundAmount ?? ticket.total),
            creditNote: cancelled?.creditNoteNumber ?? ticket.creditNoteNumber ?? '',
          })}
        </p>
      )}
      {cancelled ? (
        <Alert tone="success" title={t('events.components.ticketItem.cancelledTitle')}>
          {t(
            cancelled.refunded
              ? 'events.components.ticketItem.refundSent'
              : 'events.components.ticketItem.refundPending',
            {
              amount: formatRupees(cancelled.refundAmount),
              creditNote: cancelled.creditNoteNumber,
              invoice: ticket.invoiceNumber,
            },
          )}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          icon={<Download />}
          onClick={() => download('invoice')}
          aria-label={t('events.components.ticketItem.downloadInvoice', {
            invoice: ticket.invoiceNumber,
          })}
        >
          {t('events.components.ticketItem.invoice', { invoice: ticket.invoiceNumber })}
        </Button>
        {ticket.creditNoteNumber ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Download />}
            onClick={() => download('credit-note')}
            aria-label={t('events.components.ticketItem.downloadCreditNote', {
              creditNote: ticket.creditNoteNumber,
            })}
          >
            {t('events.components.ticketItem.creditNote', {
              creditNote: ticket.creditNoteNumber,
            })}
          </Button>
        ) : null}
        {valid && beforeCutoff ? (
          <Button
            size="sm"
            variant="ghost"
            loading={cancelling}
            onClick={() => setConfirming(true)}
          >
            {t('events.components.ticketItem.cancel')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        message={t('events.components.ticketItem.confirm', { event: ticket.eventTitle })}
        detail={t('events.components.ticketItem.confirmDetail', {
          amount: formatRupees(ticket.total),
        })}
        confirmLabel={t('events.components.ticketItem.cancel')}
        cancelLabel={t('events.components.ticketItem.keep')}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
