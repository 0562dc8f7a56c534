import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';
import type { TicketCheckoutOutcome } from '../hooks/use-ticket-checkout';

/** What the page tells the buyer after the payment window closed. */
export interface OutcomeNotice {
  tone: 'success' | 'info' | 'warning' | 'error';
  title: string;
  text: string;
}

/** The notice for a checkout's outcome: a booked ticket, a refund, or what to do next. */
export function noticeOf(outcome: TicketCheckoutOutcome): OutcomeNotice {
  switch (outcome.kind) {
    case 'paid':
      return outcome.result.ticket
        ? {
            tone: 'success',
            title: 'Your ticket is booked',
            text: `Ticket ${outcome.result.ticket.code}: your GST invoice ${outcome.result.ticket.invoiceNumber} is in your e-mail and under Your tickets below.`,
          }
        : { tone: 'warning', title: 'No seat was left', text: EVENT_TICKET_MESSAGES.notPaid };
    case 'start-failed':
      return { tone: 'error', title: 'The payment could not start', text: outcome.message };
    case 'payment-failed':
      return {
        tone: 'error',
        title: 'The payment failed',
        text: `${outcome.reason} Nothing was charged; your choice is kept, so you can try again.`,
      };
    case 'verify-failed':
      return {
        tone: 'warning',
        title: 'We could not confirm the payment yet',
        text: 'If money left your account, your ticket appears under Your tickets within a few minutes; otherwise try again.',
      };
    case 'dismissed':
      return {
        tone: 'info',
        title: 'The payment window was closed',
        text: 'Nothing was charged. Your seat stays held for a few minutes if you try again.',
      };
  }
}
