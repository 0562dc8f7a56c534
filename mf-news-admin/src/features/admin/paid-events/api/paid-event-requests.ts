import { queryOptions } from '@tanstack/react-query';
import {
  adminEventTicketEndpoints,
  type PaidEventCreateBody,
  type PaidEventUpdateBody,
  type PaidEventView,
  type TicketTypeInput,
  type TicketTypeUpdateBody,
} from '@club/contract/event-tickets';
import { callApi } from '@club/platform/api/api-client';

const PAID_EVENTS_KEY = ['admin', 'paid-events'] as const;

/** The back office's paid events: every event, and one event's sales. */
export const paidEventQueries = {
  all: PAID_EVENTS_KEY,
  list: () =>
    queryOptions({
      queryKey: [...PAID_EVENTS_KEY, 'list'] as const,
      queryFn: async () => (await callApi(adminEventTicketEndpoints.list)).items,
    }),
  sales: (eventId: string) =>
    queryOptions({
      queryKey: [...PAID_EVENTS_KEY, 'sales', eventId] as const,
      queryFn: async () =>
        (await callApi(adminEventTicketEndpoints.sales, { params: { id: eventId } })).items,
    }),
};

export function createPaidEvent(body: PaidEventCreateBody): Promise<PaidEventView> {
  return callApi(adminEventTicketEndpoints.create, { body });
}

export function updatePaidEvent(id: string, body: PaidEventUpdateBody): Promise<PaidEventView> {
  return callApi(adminEventTicketEndpoints.update, { params: { id }, body });
}

export function addTicketType(eventId: string, body: TicketTypeInput): Promise<PaidEventView> {
  return callApi(adminEventTicketEndpoints.addTicketType, { params: { id: eventId }, body });
}

export function updateTicketType(
  ticketTypeId: string,
  body: TicketTypeUpdateBody,
): Promise<PaidEventView> {
  return callApi(adminEventTicketEndpoints.updateTicketType, {
    params: { ticketTypeId },
    body,
  });
}
