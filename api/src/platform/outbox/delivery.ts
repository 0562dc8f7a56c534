import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { MessageSender } from '../../adapters/message-sender';
import type { WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../jobs/job-runner';
import { QUEUES } from '../jobs/queues';
import { deliveryFailures } from '../metrics/metrics';
import { attachmentsOf, dropAttachments } from './attachments-repository';
import {
  dropLaterSteps,
  fallBackFrom,
  findMessage,
  hasFallback,
  markDelivered,
  markGivenUp,
  recordFailure,
  type DeliveryJob,
  type OutboxChannel,
} from './repository';

export interface MessageDeliveryOptions {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  /** The mail, SMS and WhatsApp adapters (WhatsApp sending only to numbers that opted in). */
  senders: { email: MessageSender; sms: MessageSender; whatsapp: WhatsAppSender };
  log: FastifyBaseLogger;
}

export interface MessageDelivery {
  /**
   * Delivers every message whose delivery job is due now, here, and marks the
   * given-up ones; returns how many were delivered (tests, the development clock).
   */
  runOnce(): Promise<number>;
}

type DeliveryJobs = PgBoss.JobWithMetadata<DeliveryJob>[];

/** At most this many batches in one `runOnce`: a queue that keeps filling ends it all the same. */
const MAX_ROUNDS = 50;
const BATCH_SIZE = 20;

/**
 * Delivers the outbox's messages as pg-boss jobs: each job names its outbox
 * row, which says whether the message still has to go. A row already
 * delivered (the job sent again, or run again after its worker was lost) is
 * not sent twice; a failed send is retried by the queue with backoff, and
 * after the last retry `outbox-given-up` drops the message's text and files.
 */
export function createMessageDelivery(options: MessageDeliveryOptions): MessageDelivery {
  const { db, clock, jobs, senders, log } = options;
  const { boss } = jobs;

  /** Sends the row's message unless it is delivered or given up; whether it sent it. */
  async function deliver(outboxId: string, seen: { channel?: OutboxChannel }): Promise<boolean> {
    const message = await findMessage(db, outboxId);
    if (!message || message.sentAt || message.text === null) return false;
    seen.channel = message.channel;
    if (message.channel === 'whatsapp') {
      if (!message.whatsappTemplate) throw new Error('A WhatsApp message without its template');
      const { messageId } = await senders.whatsapp.send({
        to: message.to,
        template: message.whatsappTemplate.template,
        parameters: message.whatsappTemplate.parameters,
      });
      // The later channels wait for WhatsApp's statuses: `failed` releases the next one.
      await markDelivered(db, message.id, clock.now(), messageId);
      return true;
    }
    const attachments = await attachmentsOf(db, message.id);
    await senders[message.channel].send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    await markDelivered(db, message.id, clock.now());
    await dropAttachments(db, message.id);
    await dropLaterSteps(db, message.id);
    return true;
  }

  /** Each job on its own: one failed send fails (and retries) only its own job. */
  async function deliverJobs(batch: DeliveryJobs): Promise<number> {
    let delivered = 0;
    for (const job of batch) {
      const { outboxId } = job.data;
      const seen: { channel?: OutboxChannel } = {};
      try {
        if (await deliver(outboxId, seen)) delivered += 1;
        await boss.complete(QUEUES.messageDelivery, job.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        deliveryFailures.inc({ channel: seen.channel ?? 'unknown' });
        // A channel with another after it is tried once: the next one takes over now.
        if (await hasFallback(db, outboxId)) {
          const next = await fallBackFrom(db, outboxId, reason);
          await boss.complete(QUEUES.messageDelivery, job.id);
          log.warn({ outboxId, channel: seen.channel, next, reason }, 'message falls back');
          continue;
        }
        await recordFailure(db, outboxId, reason);
        await boss.fail(QUEUES.messageDelivery, job.id, { reason });
        log.warn(
          {
            outboxId,
            retryCount: job.retryCount,
            giveUp: job.retryCount >= job.retryLimit,
            reason,
          },
          'message delivery failed',
        );
      }
    }
    return delivered;
  }

  /** Marks the rows of deliveries that failed every retry given up; returns how many. */
  async function giveUp(batch: DeliveryJobs): Promise<number> {
    for (const job of batch) {
      const { outboxId } = job.data;
      await markGivenUp(db, outboxId);
      await dropAttachments(db, outboxId);
      await boss.complete(QUEUES.messageGivenUp, job.id);
      log.warn({ outboxId }, 'message given up');
    }
    return batch.length;
  }

  // Both queues' jobs are only ever sent with a `DeliveryJob` as their data.
  jobs.handle(QUEUES.messageDelivery, (batch) => deliverJobs(batch as DeliveryJobs).then(), {
    // A sign-in code is awaited on screen: its queue is polled at least every second.
    pollMs: Math.min(jobs.pollIntervalMs, 1000),
  });
  jobs.handle(QUEUES.messageGivenUp, (batch) => giveUp(batch as DeliveryJobs).then());

  /** Fetches due jobs of `queue` a batch at a time and handles them, until none is left. */
  async function drain(
    queue: typeof QUEUES.messageDelivery | typeof QUEUES.messageGivenUp,
    handle: (batch: DeliveryJobs) => Promise<number>,
  ): Promise<number> {
    let done = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const batch = await boss.fetch<DeliveryJob>(queue, {
        batchSize: BATCH_SIZE,
        includeMetadata: true,
      });
      if (!batch || batch.length === 0) break;
      done += await handle(batch);
    }
    return done;
  }

  return {
    async runOnce() {
      const delivered = await drain(QUEUES.messageDelivery, deliverJobs);
      await drain(QUEUES.messageGivenUp, giveUp);
      return delivered;
    },
  };
}
