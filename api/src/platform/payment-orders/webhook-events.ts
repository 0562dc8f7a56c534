import type { Database } from '../../db/database';
import { paymentWebhookEvents } from '../../db/schema/payments';

/**
 * Records a provider webhook event once, in the transaction that acts on it;
 * false when it was handled before (a redelivery), whichever feature made the
 * order: memberships and event tickets share the one table of events seen.
 */
export async function recordWebhookEvent(
  tx: Database,
  eventId: string,
  event: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId, event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length === 1;
}
