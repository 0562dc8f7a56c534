import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import { outbox } from '../src/db/schema/outbox';
import { openJobRunner, type JobRunner } from '../src/platform/jobs/job-runner';
import {
  JOB_EXPIRE_SECONDS,
  PERIODIC_CRON,
  PERIODIC_QUEUES,
  QUEUES,
} from '../src/platform/jobs/queues';
import { periodicJob } from '../src/platform/jobs/periodic-job';
import { enqueueMessage } from '../src/platform/outbox/repository';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testDatabase } from './setup/test-database';

/** How often the test workers poll (pg-boss's floor is half a second). */
const WORKING = { OUTBOX_POLL_INTERVAL_MS: '50' };

/** A mail sender that takes a moment per message and counts what it sent to whom. */
function countingSender(delayMs: number) {
  const sends = new Map<string, number>();
  const sender: MessageSender = {
    name: 'counting',
    async send(message: OutgoingMessage) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sends.set(message.to, (sends.get(message.to) ?? 0) + 1);
    },
  };
  const total = () => [...sends.values()].reduce((sum, count) => sum + count, 0);
  return { sender, sends, total };
}

async function queueMessages(db: TestApp['db'], count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, index) => `member${index}@example.in`);
  for (const to of recipients) {
    await db.transaction((tx) =>
      enqueueMessage(tx, {
        channel: 'email',
        kind: 'test',
        to,
        subject: 'Hello',
        text: 'Hello',
        now: new Date(),
      }),
    );
  }
  return recipients;
}

async function undelivered(db: TestApp['db']): Promise<number> {
  const rows = await db.select({ sentAt: outbox.sentAt }).from(outbox);
  return rows.filter((row) => row.sentAt === null).length;
}

describe('message delivery jobs', () => {
  it('delivers every message exactly once with two workers on one database', async () => {
    const mail = countingSender(5);
    const adapters = { mail: mail.sender };
    const first = await buildTestApp({ env: WORKING, adapters });
    const second = await buildTestApp({ env: WORKING, adapters, clock: first.clock });
    await Promise.all([first.app.ready(), second.app.ready()]);

    const recipients = await queueMessages(first.db, 30);
    await expect.poll(mail.total, { timeout: 20_000, interval: 100 }).toBe(30);
    expect([...mail.sends.keys()].sort()).toEqual([...recipients].sort());
    expect([...mail.sends.values()].every((count) => count === 1)).toBe(true);
    await expect.poll(() => undelivered(first.db), { timeout: 5000 }).toBe(0);
  }, 40_000);

  it('delivers every message exactly once when a worker stops mid-burst and another takes over', async () => {
    const mail = countingSender(40);
    const adapters = { mail: mail.sender };
    const stopping = await buildTestApp({ env: WORKING, adapters });
    await stopping.app.ready();
    const recipients = await queueMessages(stopping.db, 30);
    await expect.poll(mail.total, { timeout: 20_000, interval: 20 }).toBeGreaterThan(3);
    await stopping.app.close();
    // It finished the batch under way and took no more.
    const sentByFirst = mail.total();
    expect(sentByFirst).toBeLessThan(30);
    expect(await undelivered(stopping.db)).toBe(30 - sentByFirst);

    const next = await buildTestApp({ env: WORKING, adapters, clock: stopping.clock });
    await next.app.ready();
    await expect.poll(mail.total, { timeout: 20_000, interval: 100 }).toBe(30);
    expect([...mail.sends.keys()].sort()).toEqual([...recipients].sort());
    expect([...mail.sends.values()].every((count) => count === 1)).toBe(true);
    await expect.poll(() => undelivered(next.db), { timeout: 5000 }).toBe(0);
  }, 40_000);

  it('only enqueues where WORK_JOBS=0: the message waits for a process that works jobs', async () => {
    const mail = countingSender(0);
    const web = await buildTestApp({
      env: { ...WORKING, WORK_JOBS: '0' },
      adapters: { mail: mail.sender },
    });
    await web.app.ready();
    expect(web.app.ctx.jobs.working).toBe(false);
    await queueMessages(web.db, 1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(mail.total()).toBe(0);
    expect(await web.app.ctx.jobs.boss.getQueueSize(QUEUES.messageDelivery)).toBe(1);

    const worker = await buildTestApp({ env: WORKING, adapters: { mail: mail.sender } });
    await worker.app.ready();
    await expect.poll(mail.total, { timeout: 5000, interval: 50 }).toBe(1);
  }, 20_000);
});

const silent: FastifyBaseLogger = pino({ level: 'silent' });

describe('periodic jobs', () => {
  it('are scheduled once every minute however many workers start, and sent once as one starts', async () => {
    const first = await buildTestApp({ env: WORKING });
    const second = await buildTestApp({ env: WORKING, clock: first.clock });
    await Promise.all([first.app.ready(), second.app.ready()]);
    const schedules = await first.app.ctx.jobs.boss.getSchedules();
    expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual(
      PERIODIC_QUEUES.map((name) => [name, PERIODIC_CRON]).sort(),
    );
    for (const queue of PERIODIC_QUEUES) {
      expect((await first.app.ctx.jobs.boss.getQueue(queue))?.policy).toBe('stately');
    }
  }, 20_000);

  it('never run twice at once, across workers, however often they are sent', async () => {
    const database = await testDatabase();
    const runners: JobRunner[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    for (let index = 0; index < 2; index += 1) {
      const runner = await openJobRunner({
        database,
        work: true,
        pollIntervalMs: 50,
        log: silent,
      });
      periodicJob(
        runner,
        QUEUES.storageCleanup,
        async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 300));
          running -= 1;
          runs += 1;
          return 0;
        },
        silent,
      );
      runners.push(runner);
    }
    try {
      // Each worker sends the job once as it starts, and the cron (or anyone) may send it again.
      await Promise.all(runners.map((runner) => runner.start()));
      for (let round = 0; round < 15 && runs < 3; round += 1) {
        await Promise.all(runners.map((runner) => runner.boss.send(QUEUES.storageCleanup, {})));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await expect.poll(() => runs, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(3);
      expect(mostAtOnce).toBe(1);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  }, 30_000);
});

describe('a job that runs longer than its expiry', () => {
  it('stays with its live worker: kept alive, not expired and worked again elsewhere', async () => {
    const database = await testDatabase();
    const runner = await openJobRunner({ database, work: true, pollIntervalMs: 50, log: silent });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const id = await runner.boss.send(QUEUES.dataExport, { exportId: 'long-running' });
    runner.handle(QUEUES.dataExport, async (jobs) => {
      for (const job of jobs) {
        if (job.id === id) {
          runs += 1;
          await released;
        }
        await runner.boss.complete(QUEUES.dataExport, job.id);
      }
    });
    try {
      await runner.start();
      await expect.poll(() => runs, { timeout: 10_000, interval: 50 }).toBe(1);
      // Past its expiry: upkeep now would put a job nobody kept alive back for retry.
      await new Promise((resolve) => setTimeout(resolve, (JOB_EXPIRE_SECONDS + 3) * 1000));
      await runner.boss.expire();
      expect((await runner.boss.getJobById(QUEUES.dataExport, id ?? ''))?.state).toBe('active');
      release();
      await expect
        .poll(async () => (await runner.boss.getJobById(QUEUES.dataExport, id ?? ''))?.state, {
          timeout: 5_000,
        })
        .toBe('completed');
      expect(runs).toBe(1);
    } finally {
      release();
      await runner.stop();
    }
  }, 60_000);
});
