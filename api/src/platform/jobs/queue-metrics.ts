import type { QueueState } from '../metrics/metrics';
import { registerQueueGauges } from '../metrics/metrics';
import type { JobRunner } from './job-runner';
import { JOB_SCHEMA, QUEUES } from './queues';

const WATCHED_QUEUES: readonly string[] = Object.values(QUEUES);

/**
 * Reports each queue's waiting jobs (created or waiting to retry, not yet
 * taken by a worker) and the age of the oldest one to the metrics, read in one
 * statement at every scrape. A queue that grows or ages tells the operator
 * that workers are missing or failing.
 */
export function reportQueueMetrics(jobs: JobRunner): void {
  registerQueueGauges(async (): Promise<QueueState[]> => {
    const result = (await jobs.boss.getDb().executeSql(
      `SELECT name, count(*)::int AS depth,
              coalesce(extract(epoch FROM now() - min(created_on)), 0)::float8 AS age
         FROM ${JOB_SCHEMA}.job
        WHERE state IN ('created', 'retry') AND name = ANY($1::text[])
        GROUP BY name`,
      [WATCHED_QUEUES],
    )) as { rows: { name: string; depth: number; age: number }[] };
    const byName = new Map(result.rows.map((row) => [row.name, row]));
    return WATCHED_QUEUES.map((queue) => ({
      queue,
      depth: byName.get(queue)?.depth ?? 0,
      oldestAgeSeconds: Math.max(0, byName.get(queue)?.age ?? 0),
    }));
  });
}
