import type { AppConfig } from '../../config/app-config';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { enqueueMessage } from '../../platform/outbox/repository';
import {
  expireHolds,
  expireOffers,
  markOffered,
  nextWaiting,
  seatsTaken,
  type PaidEventRow,
  type TicketTypeRow,
} from './repository';
import { seatOfferMessage } from './ticket-messages';

/** How long a seat is held for a payment, and how long a waitlist offer lasts. */
export function ticketSettings(config: AppConfig) {
  return {
    holdMs: config.ticketHoldMinutes * 60_000,
    offerMs: config.waitlistOfferHours * 3_600_000,
  };
}

/** An event sells (and offers) seats while it is on sale and has not started. */
export const onSale = (event: PaidEventRow, now: Date) =>
  event.status === 'on-sale' && event.startsAt.getTime() > now.getTime();

/**
 * Brings a ticket type's seats up to date under its row lock (the caller
 * holds it): holds and offers that ran out end, then every free seat is
 * offered, in the order people joined, to those waiting (an e-mail each).
 * Returns the seats left for sale: a seat freed while people wait is theirs
 * first.
 */
export async function settleSeats(
  ctx: AppContext,
  tx: Database,
  seats: { type: TicketTypeRow; event: PaidEventRow },
  now: Date,
): Promise<number> {
  const { type, event } = seats;
  await expireHolds(tx, now, type.id);
  await expireOffers(tx, now, type.id);
  const taken = (await seatsTaken(tx, [type.id], now)).get(type.id) ?? 0;
  const free = type.capacity - taken;
  if (free <= 0 || !onSale(event, now)) return Math.max(free, 0);
  const waiting = await nextWaiting(tx, type.id, free);
  const expiresAt = new Date(
    Math.min(now.getTime() + ticketSettings(ctx.config).offerMs, event.startsAt.getTime()),
  );
  for (const person of waiting) {
    await markOffered(tx, person.id, expiresAt);
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'ticket-seat-offer',
      to: person.email,
      ...seatOfferMessage({
        eventTitle: event.title,
        ticketTypeName: type.name,
        expiresAt,
        language: person.language,
      }),
      now,
    });
  }
  return free - waiting.length;
}
