import type { PaidEventView, TicketTypeInput } from '@club/contract/event-tickets';
import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';

/** India keeps one offset all year: its wall clock is UTC plus 5:30. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** What the event form holds: text as typed, times as India's wall clock (`2026-12-09T18:30`). */
export interface EventFormValues {
  title: string;
  description: string;
  venue: string;
  city: string;
  onlineUrl: string;
  imageUrl: string;
  startsAt: string;
  cancellationCutoffAt: string;
}

export interface TicketTypeFormValues {
  name: string;
  capacity: string;
  memberPrice: string;
  visitorPrice: string;
}

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  description: '',
  venue: '',
  city: '',
  onlineUrl: '',
  imageUrl: '',
  startsAt: '',
  cancellationCutoffAt: '',
};

export const EMPTY_TICKET_TYPE: TicketTypeFormValues = {
  name: '',
  capacity: '',
  memberPrice: '',
  visitorPrice: '',
};

/** A `datetime-local` value read as India's time, as an ISO instant ('' stays '': the schema says so). */
export function indiaWallToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return new Date(new Date(`${value}:00Z`).getTime() - INDIA_OFFSET_MS).toISOString();
}

/** An instant as India's wall clock, for a `datetime-local` field. */
export function isoToIndiaWall(iso: string): string {
  return new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A number field as typed: empty or not a number stays a string, so the schema names the problem. */
const asNumber = (value: string): number | string =>
  value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** The event's fields as the API takes them (schema-checked before sending). */
export function eventBodyOf(values: EventFormValues) {
  return {
    title: values.title,
    description: values.description,
    imageUrl: orNull(values.imageUrl),
    venue: orNull(values.venue),
    // A city only goes with a venue: an event held only online is listed as online.
    city: orNull(values.venue) ? orNull(values.city) : null,
    onlineUrl: orNull(values.onlineUrl),
    startsAt: indiaWallToIso(values.startsAt),
    cancellationCutoffAt: indiaWallToIso(values.cancellationCutoffAt),
  };
}

export function ticketTypeBodyOf(values: TicketTypeFormValues) {
  return {
    name: values.name,
    capacity: asNumber(values.capacity),
    memberPrice: asNumber(values.memberPrice),
    visitorPrice: asNumber(values.visitorPrice),
  };
}

export function formValuesOf(event: PaidEventView): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    venue: event.venue ?? '',
    city: event.venue ? event.city : '',
    onlineUrl: event.onlineUrl ?? '',
    imageUrl: event.imageUrl ?? '',
    startsAt: isoToIndiaWall(event.startsAt),
    cancellationCutoffAt: isoToIndiaWall(event.cancellationCutoffAt),
  };
}

export function ticketTypeValuesOf(type: TicketTypeInput): TicketTypeFormValues {
  return {
    name: type.name,
    capacity: String(type.capacity),
    memberPrice: String(type.memberPrice),
    visitorPrice: String(type.visitorPrice),
  };
}

/** Field errors by path (`title`, `ticketTypes.0.capacity`): the first message of each. */
export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The rules the API checks beyond each field's shape, so they show on their
 * field before anything is sent: a place or a link, a venue's city, and a
 * cut-off before the start.
 */
export function crossFieldErrors(values: EventFormValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (!values.venue.trim() && !values.onlineUrl.trim()) {
    errors.venue = EVENT_TICKET_MESSAGES.placeRequired;
  }
  if (values.venue.trim() && !values.city.trim()) {
    errors.city = EVENT_TICKET_MESSAGES.cityRequired;
  }
  if (
    values.startsAt &&
    values.cancellationCutoffAt &&
    values.cancellationCutoffAt > values.startsAt
  ) {
    errors.cancellationCutoffAt = EVENT_TICKET_MESSAGES.cutoffAfterStart;
  }
  return errors;
}
