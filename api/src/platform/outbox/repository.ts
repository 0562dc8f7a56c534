import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/outbox';
import { QUEUES } from '../jobs/queues';
import { sendInTransaction } from '../jobs/send-in-transaction';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];

/** What a delivery job carries: the outbox row to deliver, never the message itself. */
export interface DeliveryJob {
  outboxId: string;
}

/**
 * Queues a message; call it in the transaction of what the message is about.
 * Its delivery job (id = the row's id) commits with the row. Returns its id
 * (to attach files to it).
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
    /** E-mail only: where answers should go (the sender's address is a no-reply one). */
    replyTo?: string | undefined;
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
      replyTo: message.replyTo ?? null,
      createdAt: message.now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('The message was not queued');
  const job: DeliveryJob = { outboxId: row.id };
  await sendInTransaction(db, QUEUES.messageDelivery, job, { id: row.id });
  return row.id;
}

/**
 * Gives every message still to deliver its delivery job: messages queued
 * before deliveries were jobs. One already with a job keeps it (same id).
 */
export async function requeueUndelivered(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNotNull(outbox.text)));
    for (const { id } of pending) {
      const job: DeliveryJob = { outboxId: id };
      await sendInTransaction(tx, QUEUES.messageDelivery, job, { id });
    }
    return pending.length;
  });
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

/** A delivered message keeps who, what kind and when, not its text. */
export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, lastError: null, text: null })
    .where(eq(outbox.id, id));
}

/** Records why a delivery failed (it is retried). */
export async function recordFailure(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}

/** A message given up after its last retry keeps who, what kind and when, not its text. */
export async function markGivenUp(db: Database, id: string): Promise<void> {
  await db.update(outbox).set({ text: null }).where(eq(outbox.id, id));
}
