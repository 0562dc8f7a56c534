import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/outbox';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];

/** A claimed message: one still due always has its text. */
export type DueMessage = OutboxRow & { text: string };

/**
 * Queues a message; call it in the transaction of what the message is about.
 * Returns its id (to attach files to it).
 */
export async function enqueueMessage(
  db: Database,
  message: {
    channel: OutboxChannel;
    /** What the message is about (`sign-in-code`), kept after its text is gone. */
    kind: string;
    to: string;
    subject: string | null;
    text: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: message.kind,
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
): Promise<DueMessage[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNotNull(outbox.nextAttemptAt),
        isNotNull(outbox.text),
        lte(outbox.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.filter((row): row is DueMessage => row.text !== null);
}

/** A delivered message keeps who, what kind and when, not its text. */
export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, nextAttemptAt: null, lastError: null, text: null })
    .where(eq(outbox.id, id));
}

/** Records a failed delivery; `retryAt` null gives up on the message (and drops its text). */
export async function markFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 500),
      nextAttemptAt: retryAt,
      ...(retryAt === null ? { text: null } : {}),
    })
    .where(eq(outbox.id, id));
}
