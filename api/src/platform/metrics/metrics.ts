import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseUse } from '../../db/database';

/**
 * The process's metrics, served in Prometheus text format on the metrics
 * listener (METRICS_PORT, see plugins/metrics.ts). One registry per process:
 * a scrape describes the process, however many app instances it runs (tests).
 */
export const metricsRegistry = new Registry();

// Event-loop lag (`nodejs_eventloop_lag_seconds`), heap, GC, handles, CPU and memory.
collectDefaultMetrics({ register: metricsRegistry });

/** Answered requests by route pattern (never the raw URL: ids would make a series each), method and status. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status code',
  labelNames: ['route', 'method', 'status_code'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to its answer being sent, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const httpRequestQueries = new Histogram({
  name: 'http_request_db_queries',
  help: 'Database statements (begin and commit included) one request sent, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0, 1, 2, 3, 5, 8, 13, 21],
  registers: [metricsRegistry],
});

/** Messages (e-mail, SMS) a delivery attempt failed to send; the jobs count each failed attempt. */
export const deliveryFailures = new Counter({
  name: 'message_delivery_failures_total',
  help: 'Failed attempts to deliver a message, by channel (email, sms)',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

const databaseSources = new Set<() => DatabaseUse>();

/** Reports a database's use at every scrape, until the returned function is called. */
export function watchDatabase(read: () => DatabaseUse): () => void {
  databaseSources.add(read);
  return () => databaseSources.delete(read);
}

function databaseGauge(name: string, help: string, value: (use: DatabaseUse) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['driver'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const read of databaseSources) {
        const use = read();
        this.inc({ driver: use.driver }, value(use));
      }
    },
  });
}

databaseGauge('db_pool_connections', 'Connections the pool holds open', (use) => use.total);
databaseGauge('db_pool_idle', 'Open connections idle in the pool', (use) => use.idle);
databaseGauge('db_pool_waiting', 'Requests waiting for a pooled connection', (use) => use.waiting);
databaseGauge('db_in_flight', 'Statements and transactions running now', (use) => use.inFlight);

/** One job queue as the jobs code reads it at scrape time. */
export interface QueueState {
  queue: string;
  depth: number;
  oldestAgeSeconds: number;
}

let readQueues: (() => Promise<QueueState[]>) | null = null;
let pendingRead: Promise<QueueState[]> | null = null;

/**
 * The two queue gauges are collected together at each scrape: one read serves
 * both. A failed read leaves them empty for that scrape rather than failing it.
 */
function queueStates(): Promise<QueueState[]> {
  if (!readQueues) return Promise.resolve([]);
  pendingRead ??= readQueues()
    .catch(() => [])
    .finally(() => {
      pendingRead = null;
    });
  return pendingRead;
}

function queueGauge(name: string, help: string, value: (state: QueueState) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers: [metricsRegistry],
    async collect() {
      const states = await queueStates();
      this.reset();
      for (const state of states) this.set({ queue: state.queue }, value(state));
    },
  });
}

queueGauge('job_queue_depth', 'Jobs waiting in the queue', (state) => state.depth);
queueGauge(
  'job_queue_oldest_age_seconds',
  'Age of the oldest job waiting in the queue',
  (state) => state.oldestAgeSeconds,
);

/**
 * Where the job queue gauges read from, at every scrape (the jobs code calls
 * this once at start; a second call replaces the reader).
 */
export function registerQueueGauges(read: () => Promise<QueueState[]>): void {
  readQueues = read;
}
