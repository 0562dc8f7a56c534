/**
 * A worker that takes message-delivery jobs and never finishes them, keeping
 * them alive as a live worker does: `tsx test/helpers/stalled-worker.ts <database url>`.
 * It prints `took <job id>` once per job it holds, for its test to SIGKILL it.
 */
import { pino } from 'pino';
import { openDatabase } from '../../src/db/database';
import { openJobRunner } from '../../src/platform/jobs/job-runner';
import { QUEUES } from '../../src/platform/jobs/queues';

const url = process.argv[2];
if (!url) throw new Error('usage: stalled-worker.ts <database url>');
const database = await openDatabase({ driver: 'postgres', url, poolMax: 2 });
const runner = await openJobRunner({
  database,
  work: true,
  pollIntervalMs: 100,
  log: pino({ level: 'silent' }),
});
runner.handle(QUEUES.messageDelivery, async (jobs) => {
  for (const job of jobs) process.stdout.write(`took ${job.id}\n`);
  await new Promise(() => undefined);
});
await runner.start();
