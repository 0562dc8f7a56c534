import { queryOptions } from '@tanstack/react-query';
import { endpointUrl } from '@club/contract/endpoint';
import {
  eventTicketEndpoints,
  type TicketOrderResponse,
  type TicketVerifyResponse,
  type TicketView,
  type WaitlistEntryView,
} from '@club/contract/event-tickets';
import type { PaymentVerifyBody } from '@club/contract/payment';
import { apiClient, callApi } from '@club/platform/api/api-client';

/**
 * Paid events' server data. Keys under `user` hold the signed-in user's
 * tickets and are dropped when the session changes.
 */
export const TICKET_KEYS = {
  paidEvents: ['events', 'paid-events'] as const,
  mine: ['user', 'events', 'my-tickets'] as const,
};

/** Upcoming events on sale, with their ticket types and seats left (a short cache: seats move). */
export const paidEventsQuery = queryOptions({
  queryKey: TICKET_KEYS.paidEvents,
  queryFn: async () => (await callApi(eventTicketEndpoints.list)).items,
  staleTime: 15_000,
});

export const myTicketsQuery = queryOptions({
  queryKey: TICKET_KEYS.mine,
  queryFn: () => callApi(eventTicketEndpoints.mine),
});

/** Holds a seat and opens the provider's order; the server sets the price. */
export function orderTicket(
  ticketTypeId: string,
  billingStateId: number | undefined,
): Promise<TicketOrderResponse> {
  return callApi(eventTicketEndpoints.order, {
    body: { ticketTypeId, ...(billingStateId === undefined ? {} : { billingStateId }) },
  });
}

/** Takes an offered seat: a held order, paid like any other. */
export function acceptOffer(
  offerId: string,
  billingStateId: number | undefined,
): Promise<TicketOrderResponse> {
  return callApi(eventTicketEndpoints.accept, {
    params: { id: offerId },
    body: billingStateId === undefined ? {} : { billingStateId },
  });
}

export function verifyTicketPayment(fields: PaymentVerifyBody): Promise<TicketVerifyResponse> {
  return callApi(eventTicketEndpoints.verify, { body: fields });
}

export function joinWaitlist(ticketTypeId: string): Promise<WaitlistEntryView> {
  return callApi(eventTicketEndpoints.join, { params: { ticketTypeId } });
}

export async function leaveWaitlist(ticketTypeId: string): Promise<void> {
  await callApi(eventTicketEndpoints.leave, { params: { ticketTypeId } });
}

export function cancelTicket(ticketId: string) {
  return callApi(eventTicketEndpoints.cancel, { params: { id: ticketId } });
}

/** Downloads a ticket's invoice or credit note (the request needs the bearer token, so no plain link). */
export async function downloadTicketDocument(
  ticket: TicketView,
  kind: 'invoice' | 'credit-note',
): Promise<void> {
  const endpoint =
    kind === 'invoice' ? eventTicketEndpoints.invoicePdf : eventTicketEndpoints.creditNotePdf;
  const response = await apiClient.get<Blob>(endpointUrl(endpoint, { id: ticket.id }), {
    responseType: 'blob',
  });
  const number = kind === 'invoice' ? ticket.invoiceNumber : (ticket.creditNoteNumber ?? '');
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${number.replace(/[^\w-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
