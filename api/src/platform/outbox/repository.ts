import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { WhatsAppTemplate } from '../../adapters/whatsapp/whatsapp-sender';
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
      .where(and(isNull(outbox.sentAt), isNotNull(outbox.text), eq(outbox.held, false)));
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

/**
 * A delivered message keeps who, what kind and when, not its text; a WhatsApp
 * one keeps the id its status webhooks will name.
 */
export async function markDelivered(
  db: Database,
  id: string,
  now: Date,
  providerMessageId: string | null = null,
): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, lastError: null, text: null, whatsappTemplate: null, providerMessageId })
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
  await db.update(outbox).set({ text: null, whatsappTemplate: null }).where(eq(outbox.id, id));
}

/** One channel of a message offered on several (see enqueueWithFallback). */
export interface FallbackStep {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  /** WhatsApp only: the template and its parameters. */
  whatsappTemplate?: { template: WhatsAppTemplate; parameters: string[] };
}

/**
 * Queues one message on several channels, tried in order, each once: the
 * first gets its delivery job now; each later one waits (`held`, no job)
 * until the one before it failed (fallBackFrom), and is dropped once one
 * before it got through (dropLaterSteps). Call it in the transaction of what
 * the message is about. Returns the first row's id.
 */
export async function enqueueWithFallback(
  db: Database,
  message: { kind: string; steps: readonly FallbackStep[]; now: Date },
): Promise<string> {
  const group = randomUUID();
  const rows = await db
    .insert(outbox)
    .values(
      message.steps.map((step, index) => ({
        kind: message.kind,
        channel: step.channel,
        to: step.to,
        subject: step.subject,
        text: step.text,
        whatsappTemplate: step.whatsappTemplate ?? null,
        fallbackGroup: group,
        fallbackStep: index,
        held: index > 0,
        createdAt: message.now,
      })),
    )
    .returning({ id: outbox.id, step: outbox.fallbackStep });
  const first = rows.find((row) => row.step === 0);
  if (!first) throw new Error('The message was not queued');
  const job: DeliveryJob = { outboxId: first.id };
  await sendInTransaction(db, QUEUES.messageDelivery, job, { id: first.id });
  return first.id;
}

/** The next step of the row's group that still waits, if any. */
async function nextHeldStep(
  db: Database,
  row: { fallbackGroup: string | null; fallbackStep: number | null },
) {
  if (row.fallbackGroup === null || row.fallbackStep === null) return null;
  const [next] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.fallbackGroup, row.fallbackGroup),
        gt(outbox.fallbackStep, row.fallbackStep),
        eq(outbox.held, true),
        isNotNull(outbox.text),
      ),
    )
    .orderBy(asc(outbox.fallbackStep))
    .limit(1);
  return next ?? null;
}

/** Whether the row has a later channel to fall back to (one still waiting). */
export async function hasFallback(db: Database, id: string): Promise<boolean> {
  const row = await findMessage(db, id);
  return row !== null && (await nextHeldStep(db, row)) !== null;
}

/**
 * The row's channel failed: it is given up (its text goes, the reason stays)
 * and the next waiting step of its group gets its delivery job. Safe to run
 * twice and from two workers: a step is released once (the update that
 * releases it finds it held once, and its job id is the row's id).
 */
export async function fallBackFrom(
  db: Database,
  id: string,
  reason: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) return null;
    await tx
      .update(outbox)
      .set({ text: null, whatsappTemplate: null, lastError: reason.slice(0, 500) })
      .where(eq(outbox.id, id));
    const next = await nextHeldStep(tx, row);
    if (!next) return null;
    const [released] = await tx
      .update(outbox)
      .set({ held: false })
      .where(and(eq(outbox.id, next.id), eq(outbox.held, true)))
      .returning({ id: outbox.id });
    if (!released) return null;
    const job: DeliveryJob = { outboxId: released.id };
    await sendInTransaction(tx, QUEUES.messageDelivery, job, { id: released.id });
    return released.id;
  });
}

/** The message got through on the row's channel: the steps after it are dropped unsent. */
export async function dropLaterSteps(db: Database, id: string): Promise<void> {
  const row = await findMessage(db, id);
  if (!row || row.fallbackGroup === null || row.fallbackStep === null) return;
  await db
    .update(outbox)
    .set({ text: null, whatsappTemplate: null })
    .where(
      and(
        eq(outbox.fallbackGroup, row.fallbackGroup),
        gt(outbox.fallbackStep, row.fallbackStep),
        eq(outbox.held, true),
      ),
    );
}

const STATUS_RANK = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;
type DeliveryStatus = keyof typeof STATUS_RANK;

/**
 * Records a WhatsApp status of the message with the provider's id. Statuses
 * may arrive out of order: a status only replaces one it comes after (sent,
 * delivered, read), and `failed` only replaces `sent` (a message read was
 * delivered). Returns the outbox row when its status changed.
 */
export async function recordDeliveryStatus(
  db: Database,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
): Promise<{ id: string; kind: string } | null> {
  const earlier = (Object.keys(STATUS_RANK) as DeliveryStatus[]).filter((candidate) =>
    status === 'failed'
      ? candidate === 'sent'
      : STATUS_RANK[candidate] < STATUS_RANK[status] && candidate !== 'failed',
  );
  const [row] = await db
    .update(outbox)
    .set({ deliveryStatus: status, deliveryStatusAt: at })
    .where(
      and(
        eq(outbox.providerMessageId, providerMessageId),
        earlier.length > 0
          ? or(isNull(outbox.deliveryStatus), inArray(outbox.deliveryStatus, earlier))
          : isNull(outbox.deliveryStatus),
      ),
    )
    .returning({ id: outbox.id, kind: outbox.kind });
  return row ?? null;
}
