import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/outbox';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];

/** Queues a message; returns its id (to attach files to it). */
export async function enqueueMessage(
  db: Database,
  message: { channel: OutboxChannel; to: string; subject: string | null; text: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      text: message.text,
      createdAt: message.now,
      nextAttemptAt: message.now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('The message was not queued');
  return row.id;
}

/**
 * Claims up to `limit` due messages: their next attempt moves `leaseMs` ahead,
 * so another worker (or instance) skips them while this one delivers.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(isNull(outbox.sentAt), isNotNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markDelivered(
  db: Database,
  id: string,
  now: Date,
  redactedText: string | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: now,
      nextAttemptAt: null,
      lastError: null,
      ...(redactedText === null ? {} : { text: redactedText }),
    })
    .where(eq(outbox.id, id));
}

/** Records a failed delivery; `retryAt` null gives up on the message. */
export async function markFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: retryAt })
    .where(eq(outbox.id, id));
}

export function listRecentMessages(db: Database, to: string | undefined, limit: number) {
  return db
    .select({
      to: outbox.to,
      channel: outbox.channel,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
