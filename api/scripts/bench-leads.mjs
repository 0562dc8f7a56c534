/**
 * Benchmark: how long `GET /leads` takes to answer a page when the embedded
 * database holds 100,000 leads (target: under 50 ms, by the leads' indexes).
 * Starts the built API (`pnpm build` first) on a fresh data folder so it
 * migrates and loads the demo data, stops it, adds the leads straight into
 * the folder with PGlite, starts the API again, signs in as the demo member
 * and times sequential requests: the first page, a later page (by cursor), a
 * subcategory and a search.
 *
 *   node api/scripts/bench-leads.mjs [--leads 100000] [--requests 60]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '60' },
  },
});
const LEADS = Number(values.leads);
const REQUESTS = Number(values.requests);
const TARGET_MS = 50;
const MEMBER_EMAIL = 'member@demo.club';
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startApi(dataDir, port) {
  const child = spawn(process.execPath, [join(apiRoot, 'dist/main.mjs')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEV_MAILBOX: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error('the API exited');
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** 100,000 leads spread over the demo companies and their subcategories, one a minute back in time. */
async function seedLeads(dataDir) {
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.exec(`
      insert into leads (company_id, title, brief, description, category_id, subcategory_id,
                         location, email, phone, created_at)
      select c.id, 'Lead ' || n || ' for ' || c.name, 'Brief ' || n,
             'Details of lead ' || n || ': quantities, delivery and terms.',
             c.category_id, c.subcategory_id, 'Pune, Maharashtra', 'leads@example.in',
             '+91 98765 43210', now() - (n || ' minutes')::interval
      from generate_series(1, ${LEADS}) as n
      join lateral (
        select * from companies
        where subcategory_id is not null
        order by id offset (n % (select count(*) from companies where subcategory_id is not null))
        limit 1
      ) c on true;
      insert into lead_images (object_key, lead_id, sort_order)
      select 'leads/' || id || '.png', id, 0 from leads;
      analyze;
    `);
    const [{ count }] = (await db.query('select count(*)::int as count from leads')).rows;
    const [{ subcategory }] = (
      await db.query(
        'select subcategory_id as subcategory from leads group by 1 order by count(*) desc limit 1',
      )
    ).rows;
    return { count, subcategory };
  } finally {
    await db.close();
  }
}

async function signIn(base) {
  const requested = await fetch(`${base}/auth/otp/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER_EMAIL }),
  }).then((response) => response.json());
  const outbox = await fetch(`${base}/dev/outbox?to=${encodeURIComponent(MEMBER_EMAIL)}`).then(
    (response) => response.json(),
  );
  const code = outbox[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await fetch(`${base}/auth/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nonce: requested.nonce, code }),
  }).then((response) => response.json());
  if (!verified.accessToken) throw new Error('could not sign in as the demo member');
  return verified.accessToken;
}

async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-leads-bench-'));
let api = null;
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  api = await startApi(dataDir, port);
  await stop(api);
  const seeded = await seedLeads(dataDir);
  api = await startApi(dataDir, port);
  const token = await signIn(base);

  const first = await timed(`${base}/leads`, token);
  const cursor = first.body.nextCursor;
  const cases = [
    ['first page', `${base}/leads`],
    ['a later page (cursor)', `${base}/leads?cursor=${encodeURIComponent(cursor)}`],
    [
      `one subcategory (${seeded.subcategory})`,
      `${base}/leads?subcategoryId=${seeded.subcategory}`,
    ],
    ['a search (q=lead 99999)', `${base}/leads?q=${encodeURIComponent('lead 99999')}`],
  ];
  const rows = [];
  for (const [name, url] of cases) {
    for (let warm = 0; warm < 5; warm += 1) await timed(url, token);
    const times = [];
    for (let index = 0; index < REQUESTS; index += 1) times.push((await timed(url, token)).ms);
    times.sort((a, b) => a - b);
    rows.push({
      name,
      median: times[Math.floor(times.length / 2)],
      p95: times[Math.floor(times.length * 0.95)],
    });
  }
  console.info(
    `\nGET /leads on ${seeded.count.toLocaleString('en-US')} leads, embedded database, ` +
      `${REQUESTS} sequential requests each, 20 leads a page (target: under ${TARGET_MS} ms); ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}\n`,
  );
  console.info('| request | median | p95 |');
  console.info('| --- | ---: | ---: |');
  let failed = false;
  for (const row of rows) {
    const over = row.median >= TARGET_MS;
    failed ||= over;
    console.info(
      `| ${row.name} | ${row.median.toFixed(1)} ms${over ? ' ✗' : ''} | ${row.p95.toFixed(1)} ms |`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  if (api) await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
