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
  /** One job per data export requested: build the member's ZIP and e-mail its link. */
  dataExport: 'data-export',
  /** Deletes what is kept no longer than the retention settings say. */
  retention: 'privacy-retention',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The queues whose work runs on a schedule rather than when something asks for it. */
export const PERIODIC_QUEUES = [
  QUEUES.leadAlertDigests,
  QUEUES.leadExpiryReminders,
  QUEUES.membershipLifecycle,
  QUEUES.storageCleanup,
  QUEUES.paymentReconciliation,
  QUEUES.retention,
] as const satisfies readonly QueueName[];

/** Every minute: pg-boss's cron has no finer step; a worker also runs each once when it starts. */
export const PERIODIC_CRON = '* * * * *';

/**
 * How each queue treats its jobs. A message is retried 7 times, each wait about
 * twice the last (30 s, 1 min, 2 min … about an hour in all), then handed to
 * `outbox-given-up`. A periodic job is `stately`: one run at a time across every
 * worker and at most one more waiting, so a slow run is never joined by a second;
 * a failed run is not retried, the next one comes within a minute.
 */
export const QUEUE_OPTIONS: Record<QueueName, PgBoss.Queue> = {
  [QUEUES.messageGivenUp]: { name: QUEUES.messageGivenUp, policy: 'standard', retryLimit: 3 },
  [QUEUES.messageDelivery]: {
    name: QUEUES.messageDelivery,
    policy: 'standard',
    retryLimit: 7,
    retryDelay: 30,
    retryBackoff: true,
    // A delivery still active after this long is presumed lost (its worker crashed) and
    // retried elsewhere. Longer than a send can take (SMTP waits at most 10 + 10 + 30 s,
    // the SMS webhook 10 s), so a slow send is never retried while it still runs.
    expireInSeconds: 2 * 60,
    deadLetter: QUEUES.messageGivenUp,
  },
  // An export that fails (the storage is down) is tried again a few times, a minute apart.
  [QUEUES.dataExport]: {
    name: QUEUES.dataExport,
    policy: 'standard',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 10 * 60,
  },
  ...Object.fromEntries(
    PERIODIC_QUEUES.map((name) => [
      name,
      { name, policy: 'stately', retryLimit: 0, expireInSeconds: 30 * 60 },
    ]),
  ),
} as Record<QueueName, PgBoss.Queue>;
