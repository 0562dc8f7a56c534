/**
 * What only separate API processes show: two instances on one embedded
 * database (refused), and two instances on one PostgreSQL server and one Redis
 * (CI has both on 127.0.0.1) sharing limits, sessions and the outbox; a web
 * process that only enqueues (WORK_JOBS=0) beside a worker process.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from './setup/test-database-name';
import {
  startApiProcess,
  startWorkerProcess,
  type ApiProcess,
  type WorkerProcess,
} from './helpers/api-process';

const running: (ApiProcess | WorkerProcess)[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  await Promise.all(running.map((api) => api.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startApiProcess(env);
  running.push(api);
  return api;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? [path, ...filesUnder(path)] : [path];
  });
}

describe('two API processes on one embedded database', () => {
  it(
    'the second one stops with a clear message; the folder is private to its user',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'club-api-lock-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATA_DIR: dataDir, DEV_MAILBOX: '1' };
      const first = await start(env);

      const second = await startApiProcess(env, { waitUntilReady: false });
      running.push(second);
      const outcome = await second.exited;
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(
        `Another API process is using the embedded database in ${join(dataDir, 'pglite')}.`,
      );
      // The first one was not disturbed.
      const sent = await fetch(`${first.url}/auth/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'member@demo.club' }),
      });
      expect(sent.status).toBe(200);

      const database = join(dataDir, 'pglite');
      expect(statSync(database).mode & 0o777).toBe(0o700);
      const files = filesUnder(database);
      expect(files.length).toBeGreaterThan(100);
      const open = files.filter((path) => (statSync(path).mode & 0o077) !== 0);
      expect(open).toEqual([]);

      // Once the first has stopped, the folder is free again, with the first one's data.
      await first.stop();
      const third = await start(env);
      const mailbox = await fetch(`${third.url}/dev/outbox?to=member@demo.club`);
      expect(((await mailbox.json()) as unknown[]).length).toBe(1);
    },
  );
});

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** An SMS gateway on this machine that records what it is asked to send. */
async function smsGateway() {
  const received: { to: string; text: string }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    received.push(JSON.parse(body) as { to: string; text: string });
    response.writeHead(200).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/sms`, received };
}

describe.skipIf(!serverUrl || !redisUrl)(
  'two API processes on one PostgreSQL and one Redis',
  () => {
    it(
      'share rate limits, sessions and logouts, cache invalidation, and deliver each message once',
      { timeout: 180_000 },
      async () => {
        const name = `club_api_procs_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database "${name}"`);
        cleanups.push(async () => {
          await admin.query(`drop database if exists "${name}" with (force)`);
          await admin.end();
        });
        const databaseUrl = withDatabase(serverUrl ?? '', name);
        // A Redis database of its own, so other tests' counters do not mix in.
        const redisDb = `${(redisUrl ?? '').replace(/\/\d*$/, '')}/7`;
        const redis = new Redis(redisDb);
        await redis.flushdb();
        cleanups.push(async () => {
          await redis.flushdb();
          redis.disconnect();
        });
        const gateway = await smsGateway();
        const env = {
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisDb,
          SMS_WEBHOOK_URL: gateway.url,
          OUTBOX_POLL_INTERVAL_MS: '50',
          OTP_REQUESTS_PER_IP: '10000',
          RATE_LIMIT_PER_MINUTE: '10000',
          OTP_MIN_RESPONSE_MS: '0',
          // Each instance trusts a checked session this long (see the logout below).
          SESSION_RECHECK_SECONDS: '1',
        };
        // Both start at once: migrations are serialised by an advisory lock.
        const [a, b] = await Promise.all([start(env), start(env)]);
        if (!a || !b) throw new Error('not started');

        // Users with proved mobile numbers, written straight into the shared database.
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        cleanups.push(() => db.end());
        const mobiles = Array.from(
          { length: 40 },
          (_, index) => `98${String(index).padStart(8, '0')}`,
        );
        for (const mobile of mobiles) {
          await db.query(
            `insert into users (username, email, country_code, mobile_number, email_verified_at, mobile_verified_at)
             values ($1, $2, '+91', $3, now(), now())`,
            ['Process Test', `p${mobile}@example.in`, mobile],
          );
        }

        // Every message is delivered exactly once, whichever instance queued it and both polling.
        const post = (
          api: ApiProcess,
          path: string,
          body: unknown,
          headers: Record<string, string> = {},
        ) =>
          fetch(`${api.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          });
        const requests = await Promise.all(
          mobiles.map((mobile, index) =>
            post(index % 2 === 0 ? a : b, '/auth/otp/request', { mobile, countryCode: '+91' }),
          ),
        );
        expect(requests.map((response) => response.status)).toEqual(mobiles.map(() => 200));
        await expect.poll(() => gateway.received.length, { timeout: 20_000 }).toBe(mobiles.length);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const recipients = gateway.received.map((message) => message.to).sort();
        expect(recipients).toEqual(mobiles.map((mobile) => `+91${mobile}`).sort());
        const { rows: pending } = await db.query(
          'select count(*)::int as n from outbox where sent_at is null or text is not null',
        );
        expect(pending[0]?.n).toBe(0);

        // A session started at A works at B; a refresh at B keeps it; a logout at B ends it at A
        // within SESSION_RECHECK_SECONDS (A checked it a moment ago and trusts that for 1 s).
        const [first] = mobiles;
        const codeFor = (mobile: string) =>
          /\b(\d{6})\b/.exec(
            [...gateway.received].reverse().find((message) => message.to === `+91${mobile}`)
              ?.text ?? '',
          )?.[1] ?? '';
        const requested = await post(a, '/auth/otp/request', { mobile: first, countryCode: '+91' });
        const { nonce } = (await requested.json()) as { nonce: string };
        await expect
          .poll(() => gateway.received.length, { timeout: 10_000 })
          .toBe(mobiles.length + 1);
        const verified = await post(a, '/auth/otp/verify', { nonce, code: codeFor(first ?? '') });
        expect(verified.status).toBe(200);
        const { accessToken } = (await verified.json()) as { accessToken: string };
        // The refresh cookie (the sign-in also sets the known-device cookie).
        const cookie =
          verified.headers
            .getSetCookie()
            .find((header) => header.startsWith('club_refresh='))
            ?.split(';')[0] ?? '';
        const me = (api: ApiProcess, token: string) =>
          fetch(`${api.url}/me`, { headers: { authorization: `Bearer ${token}` } });
        expect((await me(b, accessToken)).status).toBe(200);
        const refreshed = await post(b, '/auth/refresh', undefined, { cookie });
        expect(refreshed.status).toBe(200);
        const { accessToken: second } = (await refreshed.json()) as { accessToken: string };
        expect((await me(a, second)).status).toBe(200);
        expect(
          (await post(b, '/auth/logout', undefined, { authorization: `Bearer ${second}` })).status,
        ).toBe(204);
        expect((await me(b, second)).status).toBe(401);
        await expect
          .poll(async () => (await me(a, second)).status, { timeout: 5_000, interval: 200 })
          .toBe(401);
        expect((await me(a, accessToken)).status).toBe(401);

        // A cached public list is dropped in both instances when the data changes.
        const titles = async (api: ApiProcess) =>
          (
            (await (await fetch(`${api.url}/news`)).json()) as { items: { title: string }[] }
          ).items.map((item) => item.title);
        expect(await titles(a)).toEqual([]);
        expect(await titles(b)).toEqual([]);
        await db.query(`insert into news (title, content) values ('Shared news', 'Seen by both')`);
        await db.query(`select pg_notify('club_cache', 'news')`);
        await expect.poll(() => titles(a), { timeout: 5000 }).toEqual(['Shared news']);
        await expect.poll(() => titles(b), { timeout: 5000 }).toEqual(['Shared news']);

        // The per-IP limit is counted once for both: 12 requests through a limit of 10.
        await Promise.all([a.stop(), b.stop()]);
        const limited = { ...env, RATE_LIMIT_PER_MINUTE: '10' };
        await redis.flushdb();
        const [c, d] = await Promise.all([start(limited), start(limited)]);
        if (!c || !d) throw new Error('not started');
        await redis.flushdb();
        const statuses: number[] = [];
        for (let index = 0; index < 12; index += 1) {
          statuses.push((await fetch(`${(index % 2 === 0 ? c : d).url}/states`)).status);
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(10);
        expect(statuses.slice(10)).toEqual([429, 429]);
      },
    );
  },
);

describe.skipIf(!serverUrl)('a web process with WORK_JOBS=0 beside a worker process', () => {
  it(
    'leaves the messages to the worker, which delivers them and stops cleanly on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const name = `club_api_worker_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      });
      const databaseUrl = withDatabase(serverUrl ?? '', name);
      const gateway = await smsGateway();
      const env = {
        DATABASE_URL: databaseUrl,
        SMS_WEBHOOK_URL: gateway.url,
        OUTBOX_POLL_INTERVAL_MS: '50',
        OTP_MIN_RESPONSE_MS: '0',
      };
      const web = await start({ ...env, WORK_JOBS: '0' });
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      cleanups.push(() => db.end());
      await db.query(
        `insert into users (username, email, country_code, mobile_number, email_verified_at, mobile_verified_at)
         values ('Worker Test', 'worker@example.in', '+91', '9811000001', now(), now())`,
      );

      const requested = await fetch(`${web.url}/auth/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9811000001', countryCode: '+91' }),
      });
      expect(requested.status).toBe(200);
      // Queued with its job, but nobody here works jobs.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(gateway.received).toEqual([]);
      const { rows: jobs } = await db.query(
        `select count(*)::int as n from pgboss.job where name = 'outbox-deliver' and state = 'created'`,
      );
      expect(jobs[0]?.n).toBe(1);

      const worker = startWorkerProcess(env);
      running.push(worker);
      await expect.poll(() => gateway.received.length, { timeout: 60_000 }).toBe(1);
      expect(gateway.received[0]?.to).toBe('+919811000001');
      expect(await worker.stop()).toMatchObject({ code: 0 });
    },
  );
});
