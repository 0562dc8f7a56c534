import { networkInterfaces } from 'node:os';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { MessageSender } from '../src/adapters/message-sender';
import { enqueueMessage } from '../src/platform/outbox/repository';
import { deliveryFailures, registerQueueGauges } from '../src/platform/metrics/metrics';
import { buildTestApp } from './helpers/test-app';

const UNKNOWN_LEAD = '/leads/00000000-0000-4000-8000-000000000000';

/** The value of one sample line (`name{labels} value`) of a Prometheus text page, 0 when absent. */
function sample(page: string, series: string): number {
  const line = page.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(url: string | null): Promise<string> {
  if (!url) throw new Error('the metrics listener is not running');
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** A GET of `url` sent with this `Host` header (fetch always names the URL's own host). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('metrics', () => {
  it('counts requests by route pattern and status on a listener of their own (METRICS_PORT), not on the API port', async () => {
    const { app } = await buildTestApp({ env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' } });
    await app.ready();
    const url = app.metricsUrl() ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const series = 'http_requests_total{route="/leads/:id",method="GET",status_code="401"}';
    const before = sample(await scrape(url), series);

    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: UNKNOWN_LEAD })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const page = await scrape(url);
    // The route's pattern, never the URL with its id.
    expect(sample(page, series)).toBe(before + 3);
    expect(page).not.toContain(UNKNOWN_LEAD);
    expect(
      sample(page, 'http_request_duration_seconds_count{route="/leads/:id",method="GET"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(page).toContain(
      'http_request_duration_seconds_bucket{le="0.05",route="/healthz",method="GET"}',
    );
    expect(page).toContain('http_request_db_queries_bucket');
    expect(page).toContain('nodejs_eventloop_lag_seconds');
    expect(page).toMatch(/^db_in_flight\{driver="(pglite|postgres)"\} \d+$/m);

    // The API's own port has no /metrics.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    // And the metrics listener serves nothing else.
    expect((await fetch(url.replace('/metrics', '/me'))).status).toBe(404);
  });

  it('shows delivery failures and the job queues the jobs code reports', async () => {
    const { app } = await buildTestApp({ env: { METRICS_PORT: '0' } });
    await app.ready();
    const failures = 'message_delivery_failures_total{channel="sms"}';
    const before = sample(await scrape(app.metricsUrl()), failures);
    deliveryFailures.inc({ channel: 'sms' });
    registerQueueGauges(async () => [{ queue: 'outbox', depth: 4, oldestAgeSeconds: 90 }]);

    const page = await scrape(app.metricsUrl());
    expect(sample(page, failures)).toBe(before + 1);
    expect(sample(page, 'job_queue_depth{queue="outbox"}')).toBe(4);
    expect(sample(page, 'job_queue_oldest_age_seconds{queue="outbox"}')).toBe(90);

    // A queue read that fails leaves the gauges empty; the scrape still answers.
    registerQueueGauges(() => Promise.reject(new Error('queue table unavailable')));
    const after = await scrape(app.metricsUrl());
    expect(after).not.toContain('job_queue_depth{');
    registerQueueGauges(async () => []);
  });

  it('reads the job queues and counts failed deliveries of the real jobs', async () => {
    // A web process that only enqueues (WORK_JOBS=0): its message waits in the queue.
    const web = await buildTestApp({ env: { METRICS_PORT: '0', WORK_JOBS: '0' } });
    await web.app.ready();
    const depth = 'job_queue_depth{queue="outbox-deliver"}';
    const before = sample(await scrape(web.app.metricsUrl()), depth);
    await web.db.transaction((tx) =>
      enqueueMessage(tx, {
        channel: 'sms',
        kind: 'test',
        to: '+919800000001',
        subject: null,
        text: 'Hello',
        now: new Date(),
      }),
    );
    const waiting = await scrape(web.app.metricsUrl());
    expect(sample(waiting, depth)).toBe(before + 1);
    expect(waiting).toMatch(/^job_queue_oldest_age_seconds\{queue="outbox-deliver"\} [\d.e+-]+$/m);

    // A worker whose SMS gateway refuses: each failed attempt is counted by channel.
    const refusing: MessageSender = {
      name: 'refusing',
      send: () => Promise.reject(new Error('gateway said 503')),
    };
    const failures = 'message_delivery_failures_total{channel="sms"}';
    const failedBefore = sample(await scrape(web.app.metricsUrl()), failures);
    const worker = await buildTestApp({
      env: { OUTBOX_POLL_INTERVAL_MS: '50' },
      adapters: { sms: refusing },
      clock: web.clock,
    });
    await worker.app.ready();
    await expect
      .poll(async () => sample(await scrape(web.app.metricsUrl()), failures), { timeout: 10_000 })
      .toBeGreaterThan(failedBefore);
    await worker.app.close();
  });

  it('answers a Host that names this machine at its port, or the scraper by a configured name; nothing else', async () => {
    const { app } = await buildTestApp({
      env: {
        METRICS_PORT: '0',
        METRICS_ALLOWED_HOSTS: 'prometheus.internal, Metrics.Club.Internal:9464',
      },
    });
    await app.ready();
    const url = app.metricsUrl() ?? '';
    const { port } = new URL(url);
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      'prometheus.internal',
      `prometheus.internal:${port}`,
      'metrics.club.internal:9464',
    ]) {
      const answer = await getWithHost(url, host);
      expect(answer.status, host).toBe(200);
      expect(answer.body).toContain('http_requests_total');
    }
    // A page whose DNS name was rebound to this address sends its own name: 421, no metrics.
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      'localhost.evil.example',
      'localhost:1',
      'metrics.club.internal:80',
    ]) {
      const answer = await getWithHost(url, host);
      expect(answer.status, host).toBe(421);
      expect(answer.body).toBe('');
    }
    // A scraper that found this process by DNS names one of its addresses, at this port.
    const ownAddress = Object.values(networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .find((entry) => entry.family === 'IPv4' && !entry.internal)?.address;
    if (ownAddress) {
      expect((await getWithHost(url, `${ownAddress}:${port}`)).status).toBe(200);
      expect((await getWithHost(url, `${ownAddress}:1`)).status).toBe(421);
    }
  });

  it('opens no listener when METRICS_PORT is unset', async () => {
    const { app } = await buildTestApp();
    await app.ready();
    expect(app.metricsUrl()).toBeNull();
  });
});
