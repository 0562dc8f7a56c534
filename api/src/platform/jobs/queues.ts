import type PgBoss from 'pg-boss';

/** pg-boss's tables live in a schema of their own. */
export const JOB_SCHEMA = 'pgboss';

/** The job queues (pg-boss), by what their jobs do. */
export const QUEUES = {
  /** One job per outbox row (job id = row id): deliver that message. */
  messageDelivery: 'outbox-deliver',
  /** Deliveries that failed every retry: the row is marked given up. */
  messageGivenUp: 'outbox-given-up',
  leadAlertDigests: 'lead-alert-digests',
  leadExpiryReminders: 'lead-expiry-reminders',
  membershipLifecycle: 'membership-lifecycle',
  storageCleanup: 'storage-cleanup',
  paymentReconciliation: 'payment-reconciliation',
  /** Ticket holds and waitlist offers that ran out, and ticket refunds to retry. */
  ticketHolds: 'ticket-holds',
  /** Reminders the day before and two hours before a meeting or a paid event. */
  eventReminders: 'event-reminders',
  /** One job per data export requested: build the member's ZIP and e-mail its link. */
  dataExport: 'data-export',
  /** Deletes what is kept no longer than the retention settings say. */
  retention: 'privacy-retention',
  /** Visitors' reminders before a meeting and the e-mails after it. */
  visitorFollowUps: 'visitor-follow-ups',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The queues whose work runs on a schedule rather than when something asks for it. */
export const PERIODIC_QUEUES = [
  QUEUES.leadAlertDigests,
  QUEUES.leadExpiryReminders,
  QUEUES.membershipLifecycle,
  QUEUES.storageCleanup,
  QUEUES.paymentReconciliation,
  QUEUES.ticketHolds,
  QUEUES.eventReminders,
  QUEUES.retention,
  QUEUES.visitorFollowUps,
] as const satisfies readonly QueueName[];

/** Every minute: pg-boss's cron has no finer step; a worker also runs each once when it starts. */
export const PERIODIC_CRON = '* * * * *';

/**
 * How long a job stays active without its worker's keep-alive
 * (job-runner.ts) before it is presumed lost (its worker died) and retried
 * elsewhere. With upkeep every 5 s and a first retry 10 to 20 s later, a
 * killed worker's job is taken up again within 45 s (20 + 5 + 20) and a poll.
 */
export const JOB_EXPIRE_SECONDS = 20;

/**
 * How each queue treats its jobs. A message is retried 8 times, each wait about
 * twice the last (10 s, 20 s, 40 s … about an hour in all), then handed to
 * `outbox-given-up`. A periodic job is `stately`: one run at a time across every
 * worker and at most one more waiting, so a slow run is never joined by a second;
 * a failed run is not retried, the next one comes within a minute.
 */
export const QUEUE_OPTIONS: Record<QueueName, PgBoss.Queue> = {
  [QUEUES.messageGivenUp]: { name: QUEUES.messageGivenUp, policy: 'standard', retryLimit: 3 },
  [QUEUES.messageDelivery]: {
    name: QUEUES.messageDelivery,
    policy: 'standard',
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    // A slow send (SMTP waits at most 10 + 10 + 30 s) is kept alive by its worker.
    expireInSeconds: JOB_EXPIRE_SECONDS,
    deadLetter: QUEUES.messageGivenUp,
  },
  // An export that fails (the storage is down) is tried again a few times: 15 s, 30 s, 1 min.
  [QUEUES.dataExport]: {
    name: QUEUES.dataExport,
    policy: 'standard',
    retryLimit: 3,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: JOB_EXPIRE_SECONDS,
  },
  ...Object.fromEntries(
    PERIODIC_QUEUES.map((name) => [
      name,
      { name, policy: 'stately', retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS },
    ]),
  ),
} as Record<QueueName, PgBoss.Queue>;
