import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openJobRunner, type JobRunner } from '../src/platform/jobs/job-runner';
import { QUEUES } from '../src/platform/jobs/queues';
import { testDatabase } from './setup/test-database';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));

/** What the operator is promised: a dead worker's jobs are worked again within this long. */
const TAKEN_UP_WITHIN_MS = 60_000;

const JOBS = 3;

/**
 * Two processes on one PostgreSQL database (PGlite lives in one process):
 * runs only with TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a worker killed mid-job', () => {
  const runners: JobRunner[] = [];
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
  });

  it('has its jobs finished by another worker within 60 s, each once', async () => {
    const database = await testDatabase();
    if (!('connectionString' in database.jobStore)) throw new Error('needs PostgreSQL');
    const sender = await openJobRunner({
      database,
      work: false,
      pollIntervalMs: 0,
      log: pino({ level: 'silent' }),
    });
    runners.push(sender);
    const ids: string[] = [];
    for (let index = 0; index < JOBS; index += 1) {
      const id = await sender.boss.send(QUEUES.messageDelivery, { index });
      if (id) ids.push(id);
    }

    const stalled = spawn(
      process.execPath,
      // One process (tsx's loader, not its CLI, which would run the script in a child of its own).
      ['--import', 'tsx', 'test/helpers/stalled-worker.ts', database.jobStore.connectionString],
      { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const taken = new Set<string>();
    stalled.stdout.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/took (\S+)/g)) taken.add(match[1] ?? '');
    });
    const exited = new Promise((resolve) => stalled.once('exit', resolve));
    await expect.poll(() => taken.size, { timeout: 30_000, interval: 100 }).toBe(JOBS);
    // Held past its first keep-alive, so the test sees the expiry the keep-alive moved.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    stalled.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();

    const worked = new Map<string, number>();
    const finishedAt = new Map<string, number>();
    const next = await openJobRunner({
      database,
      work: true,
      pollIntervalMs: 200,
      log: pino({ level: 'silent' }),
    });
    runners.push(next);
    next.handle(QUEUES.messageDelivery, async (jobs) => {
      for (const job of jobs) {
        worked.set(job.id, (worked.get(job.id) ?? 0) + 1);
        await next.boss.complete(QUEUES.messageDelivery, job.id);
        finishedAt.set(job.id, Date.now());
      }
    });
    await next.start();

    await expect
      .poll(() => finishedAt.size, { timeout: TAKEN_UP_WITHIN_MS + 5_000, interval: 250 })
      .toBe(JOBS);
    expect([...worked.keys()].sort()).toEqual([...ids].sort());
    expect([...worked.values()].every((count) => count === 1)).toBe(true);
    const slowest = Math.max(...finishedAt.values()) - killedAt;
    expect(slowest).toBeLessThan(TAKEN_UP_WITHIN_MS);
    for (const id of ids) {
      expect((await next.boss.getJobById(QUEUES.messageDelivery, id))?.state).toBe('completed');
    }
  }, 120_000);
});
