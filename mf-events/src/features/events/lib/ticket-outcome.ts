import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';
import type { Translate } from '@club/ui/i18n';
import type { TicketCheckoutOutcome } from '../hooks/use-ticket-checkout';
import type { MessageId } from '../i18n';

/** What the page tells the buyer after the payment window closed. */
export interface OutcomeNotice {
  tone: 'success' | 'info' | 'warning' | 'error';
  title: string;
  text: string;
}

/** The notice for a checkout's outcome: a booked ticket, a refund, or what to do next. */
export function noticeOf(outcome: TicketCheckoutOutcome, t: Translate<MessageId>): OutcomeNotice {
  switch (outcome.kind) {
    case 'paid':
      return outcome.result.ticket
        ? {
            tone: 'success',
            title: t('events.events.outcome.booked'),
            text: t('events.events.outcome.bookedText', {
              code: outcome.result.ticket.code,
              invoice: outcome.result.ticket.invoiceNumber,
            }),
          }
        : {
            tone: 'warning',
            title: t('events.events.outcome.noSeat'),
            text: EVENT_TICKET_MESSAGES.notPaid,
          };
    case 'start-failed':
      return {
        tone: 'error',
        title: t('events.events.outcome.startFailed'),
        text: outcome.message,
      };
    case 'payment-failed':
      return {
        tone: 'error',
        title: t('events.events.outcome.failed'),
        text: t('events.events.outcome.failedText', { reason: outcome.reason }),
      };
    case 'verify-failed':
      return {
        tone: 'warning',
        title: t('events.events.outcome.unverified'),
        text: t('events.events.outcome.unverifiedText'),
      };
    case 'dismissed':
      return {
        tone: 'info',
        title: t('events.events.outcome.dismissed'),
        text: t('events.events.outcome.dismissedText'),
      };
  }
}
