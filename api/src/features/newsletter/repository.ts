import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newsletterSubscribers } from '../../db/schema/newsletter';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * The subscriber row of an address, created pending when there is none, and
 * locked for the rest of the transaction so two sign-ups at once mail once.
 */
export async function lockSubscriber(db: Database, email: string, now: Date) {
  await db
    .insert(newsletterSubscribers)
    .values({ email, createdAt: now })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update')
    .limit(1);
  if (!row) throw new Error('newsletter subscriber not created');
  return row;
}

export async function updateSubscriber(
  db: Database,
  id: string,
  values: Partial<typeof newsletterSubscribers.$inferInsert>,
): Promise<void> {
  await db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, id));
}

export async function findByConfirmTokenHash(
  db: Database,
  hash: string,
): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findSubscriber(db: Database, id: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/** How many addresses are in each state. */
export async function countByStatus(db: Database) {
  const rows = await db
    .select({ status: newsletterSubscribers.status, total: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const totals = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows) totals[row.status] = row.total;
  return totals;
}

/** The confirmed addresses, in the order they confirmed. */
export function listConfirmed(db: Database) {
  return db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
}
