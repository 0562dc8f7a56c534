/**
 * Benchmark: how many database statements (begin and commit included) each
 * main route sends for a signed-in member, on the embedded database and, when
 * DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a scratch
 * database there (created and dropped). "trusted" is a request whose session
 * this instance checked less than SESSION_RECHECK_SECONDS ago; "checked" is
 * one that asks the database again (the first after sign-in, or every
 * request with SESSION_RECHECK_SECONDS=0). test/queries-per-request.test.ts
 * holds the budgets.
 *
 *   pnpm bench:queries
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:queries
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/app-config';
import { migrationsFolder } from '../src/config/package-root';
import { migrateDevKitTables } from '../src/dev/dev-kit-migrations';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { countQueries } from '../src/db/query-counter';
import type { ZodApp } from '../src/http/zod-app';
import { addMembership, createCompany, createUser } from '../test/helpers/fixtures';

const MEMBER_EMAIL = 'bench-member@members.example';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type Headers = Record<string, string>;
interface Step {
  route: string;
  run(app: ZodApp, headers: Headers, state: { leadId?: string }): Promise<number>;
}

async function counted(app: ZodApp, options: InjectOptions) {
  const { result, queries } = await countQueries(() => app.inject(options));
  if (result.statusCode >= 400) {
    throw new Error(
      `${String(options.method)} ${String(options.url)}: ${result.statusCode} ${result.body}`,
    );
  }
  return { response: result, queries };
}

async function uploadedImageKeys(app: ZodApp, headers: Headers, count: number) {
  const file = Buffer.alloc(300, 7);
  Buffer.from(PNG_SIGNATURE).copy(file);
  const presigned = await app.inject({
    method: 'POST',
    url: '/uploads/leads/presign',
    headers,
    payload: {
      count,
      contentTypes: Array.from({ length: count }, () => 'image/png'),
      sizes: Array.from({ length: count }, () => file.length),
    },
  });
  const { urls } = presigned.json<{ urls: { uploadUrl: string; objectKey: string }[] }>();
  for (const link of urls) {
    const target = new URL(link.uploadUrl);
    await app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'image/png' },
      payload: file,
    });
  }
  return urls.map((link) => link.objectKey);
}

const STEPS: Step[] = [
  {
    route: 'GET /me',
    run: async (app, headers) =>
      (await counted(app, { method: 'GET', url: '/me', headers })).queries,
  },
  {
    route: 'POST /leads (2 images)',
    run: async (app, headers, state) => {
      const keys = await uploadedImageKeys(app, headers, 2);
      const created = await counted(app, {
        method: 'POST',
        url: '/leads',
        headers,
        payload: {
          title: 'Need 500 brass gate valves',
          brief: 'Quarterly order, ISI marked',
          description: 'DN50 brass gate valves, delivery to Vadodara within 30 days.',
          location: 'Vadodara, Gujarat',
          email: 'buying@narmadavalves.example',
          phone: '+91 98765 43210',
          images: keys.map((objectKey, sortOrder) => ({ objectKey, sortOrder })),
        },
      });
      state.leadId = created.response.json<{ id: string }>().id;
      return created.queries;
    },
  },
  {
    route: 'GET /leads',
    run: async (app, headers) =>
      (await counted(app, { method: 'GET', url: '/leads', headers })).queries,
  },
  {
    route: 'GET /leads/:id',
    run: async (app, headers, state) =>
      (await counted(app, { method: 'GET', url: `/leads/${String(state.leadId)}`, headers }))
        .queries,
  },
  {
    route: 'POST /leads/:id/save',
    run: async (app, headers, state) =>
      (
        await counted(app, {
          method: 'POST',
          url: `/leads/${String(state.leadId)}/save`,
          headers,
          payload: { action: 'save' },
        })
      ).queries,
  },
  {
    route: 'GET /me/saved-leads',
    run: async (app, headers) =>
      (await counted(app, { method: 'GET', url: '/me/saved-leads', headers })).queries,
  },
  {
    route: 'GET /companies/list',
    run: async (app, headers) =>
      (await counted(app, { method: 'GET', url: '/companies/list', headers })).queries,
  },
];

async function signIn(app: ZodApp): Promise<Headers> {
  const requested = await app.inject({
    method: 'POST',
    url: '/auth/otp/request',
    payload: { email: MEMBER_EMAIL },
  });
  const { nonce } = requested.json<{ nonce: string }>();
  await app.outboxWorker.runOnce();
  const outbox = await app.inject({
    method: 'GET',
    url: '/dev/outbox',
    query: { to: MEMBER_EMAIL },
  });
  const code = /\b(\d{6})\b/.exec(outbox.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
  if (!code) throw new Error('no sign-in code was sent');
  const verified = await app.inject({
    method: 'POST',
    url: '/auth/otp/verify',
    payload: { nonce, code },
  });
  return { authorization: `Bearer ${verified.json<{ accessToken: string }>().accessToken}` };
}

/** Statements per route on one database: with the session trusted, and checked again. */
async function measure(database: DatabaseHandle, dataDir: string) {
  const counts = new Map<string, { trusted: number; checked: number }>();
  for (const recheck of ['5', '0'] as const) {
    // The bench's own scratch database (or PGlite in memory): emptied between the two runs.
    await database.db.execute(
      sql.raw(
        'truncate table users, companies, memberships, sessions, refresh_tokens, otp_codes, outbox, dev_mailbox, uploads, leads cascade',
      ),
    );
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        DEV_MAILBOX: '1',
        JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
        OTP_SECRET: 'bench-otp-secret-that-is-long-enough-0123456789',
        OTP_MIN_RESPONSE_MS: '0',
        OUTBOX_POLL_INTERVAL_MS: '0',
        RATE_LIMIT_PER_MINUTE: '100000',
        SESSION_RECHECK_SECONDS: recheck,
        PUBLIC_URL: 'https://api.bizbridge.example',
      }),
      database,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    try {
      const userId = await createUser(database.db, { email: MEMBER_EMAIL, username: 'Bench' });
      const companyId = await createCompany(database.db, userId);
      await addMembership(database.db, companyId);
      const headers = await signIn(app);
      // The first request after sign-in checks the session; with 5 s the rest trust it.
      await app.inject({ method: 'GET', url: '/me', headers });
      const state: { leadId?: string } = {};
      for (const step of STEPS) {
        const queries = await step.run(app, headers, state);
        const entry = counts.get(step.route) ?? { trusted: 0, checked: 0 };
        entry[recheck === '5' ? 'trusted' : 'checked'] = queries;
        counts.set(step.route, entry);
      }
    } finally {
      await app.close();
    }
  }
  return counts;
}

/** Uploaded files go to a scratch folder, removed afterwards. */
async function withDataDir<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-queries-'));
  try {
    return await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite() {
  const database = await openDatabase({ driver: 'pglite', dataDir: null });
  try {
    await database.migrate(migrationsFolder());
    await migrateDevKitTables(database);
    return await withDataDir((dataDir) => measure(database, dataDir));
  } finally {
    await database.close();
  }
}

async function onPostgres(serverUrl: string) {
  const name = `club_bench_queries_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax: 4 });
    try {
      await database.migrate(migrationsFolder());
      await migrateDevKitTables(database);
      return await withDataDir((dataDir) => measure(database, dataDir));
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results: [string, Map<string, { trusted: number; checked: number }>][] = [
  ['PGlite', await onPglite()],
];
if (serverUrl) results.push(['PostgreSQL', await onPostgres(serverUrl)]);

console.info(
  `\nDatabase statements per request (begin/commit included), a signed-in member; ` +
    `trusted: the session was checked < SESSION_RECHECK_SECONDS ago, checked: asked again; ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}\n`,
);
console.info(
  `| route | ${results.map(([name]) => `${name} trusted | ${name} checked`).join(' | ')} |`,
);
console.info(`| --- | ${results.map(() => '---: | ---:').join(' | ')} |`);
for (const step of STEPS) {
  const cells = results.map(([, counts]) => {
    const entry = counts.get(step.route);
    return `${String(entry?.trusted)} | ${String(entry?.checked)}`;
  });
  console.info(`| ${step.route} | ${cells.join(' | ')} |`);
}
