import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MessageSender } from '../../adapters/message-sender';
import { attachmentsOf, dropAttachments } from './attachments-repository';
import { claimDueMessages, markDelivered, markFailed, type OutboxChannel } from './repository';

export interface OutboxWorkerOptions {
  db: Database;
  clock: Clock;
  /** The mail and SMS adapters. */
  senders: Record<OutboxChannel, MessageSender>;
  log: FastifyBaseLogger;
  /** Milliseconds between polls; 0 means the worker only runs when asked (`runOnce`). */
  intervalMs: number;
  batchSize?: number;
  maxAttempts?: number;
  /** First retry delay; doubled after every failure, at most an hour. */
  retryBaseMs?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Looks for due messages now instead of at the next poll (a code was just queued). */
  wake(): void;
  /** Stops polling and waits for the delivery under way. */
  stop(): Promise<void>;
  /** Delivers the messages that are due now; returns how many were delivered. */
  runOnce(): Promise<number>;
}

const LEASE_MS = 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, senders, log, intervalMs } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let wokenDuringRun = false;

  async function deliverDue(): Promise<number> {
    const now = clock.now();
    const claimed = await claimDueMessages(db, now, batchSize, LEASE_MS);
    let delivered = 0;
    for (const message of claimed) {
      const sender = senders[message.channel];
      try {
        const attachments = await attachmentsOf(db, message.id);
        await sender.send({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
        await markDelivered(db, message.id, clock.now());
        await dropAttachments(db, message.id);
        delivered += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = message.attempts >= maxAttempts;
        const retryAt = giveUp
          ? null
          : new Date(clock.now().getTime() + retryDelayMs(message.attempts, retryBaseMs));
        await markFailed(db, message.id, reason, retryAt);
        if (giveUp) await dropAttachments(db, message.id);
        log.warn(
          {
            outboxId: message.id,
            channel: message.channel,
            sender: sender.name,
            attempts: message.attempts,
            giveUp,
            reason,
          },
          'message delivery failed',
        );
      }
    }
    return delivered;
  }

  function runOnce(): Promise<number> {
    running ??= deliverDue().finally(() => {
      running = null;
    });
    return running;
  }

  /** One poll, then the next one `intervalMs` later (or at once if woken meanwhile). */
  function poll(): void {
    timer = null;
    wokenDuringRun = false;
    runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'))
      .finally(() => schedule(wokenDuringRun ? 0 : intervalMs));
  }

  function schedule(delayMs: number): void {
    if (stopped || intervalMs <= 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(poll, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(intervalMs);
    },
    wake() {
      // A message queued while a delivery runs may have missed its claim: poll again after it.
      if (running) wokenDuringRun = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
