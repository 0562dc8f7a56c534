/**
 * `pnpm bench:topology`: load and faults against the production topology on
 * this machine (`pnpm topology up` first, or pass --up), printing one table
 * with the load average. autocannon generates the load; each scenario reports
 * requests per second, p50/p95/p99 and errors (answers outside 2xx/3xx plus
 * socket errors and timeouts).
 *
 *   node scripts/topology/bench.mjs [--seconds 60] [--runs 3] [--up] [--only mixed,kill,leads,embedded,worker,postgres,redis]
 *
 * Scenarios: the mixed traffic of visitors, members and writers; the same with
 * one API process SIGKILLed midway (every write answered 2xx must be in the
 * database afterwards); GET /leads at 50 connections on 100,000 leads, through
 * the edge on PostgreSQL and on one API process with its embedded database;
 * a worker SIGKILLed during a burst of queued messages (only with a worker
 * build); PostgreSQL restarted and Redis stopped under load. GET /leads through
 * the edge runs `--runs` times and its row is the median run (by req/s).
 *
 * For the mixed load and GET /leads through the edge the notes say where the
 * time went (time-spent.mjs): PostgreSQL's planning and execution per request
 * (pg_stat_statements, reset before each run), the cores PostgreSQL, the API
 * processes, nginx and the rest used, the load average, and, when the target
 * was missed, what was saturated.
 *
 * Everything goes through the edge's HTTPS, as browsers go. The bench's own
 * requests trust the topology's CA (edge-client.mjs); autocannon never checks
 * certificates (it connects with rejectUnauthorized: false whatever it is told),
 * which costs nothing here: it only ever talks to the topology on this machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { topologyFetch } from './edge-client.mjs';
import { API_ENTRY, REPO_ROOT, SITE_HOSTS, topologyLayout, WORKERS } from './layout.mjs';
import { memberEmail, seedLeads, seedMembers } from './seed.mjs';
import { describeSpent, measure, saturation } from './time-spent.mjs';
import {
  apiName,
  isAlive,
  logFile,
  nginxPid,
  postgresPid,
  readPid,
  siteName,
  startApiProcess,
  startPostgres,
  startRedis,
  startWorker,
  stopPid,
  stopPostgres,
  waitForHttp,
  waitForRedis,
  workerName,
} from './services.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    runs: { type: 'string', default: '3' },
    up: { type: 'boolean', default: false },
    only: { type: 'string', default: 'mixed,kill,leads,embedded,worker,postgres,redis' },
  },
});
const SECONDS = Number(values.seconds);
const RUNS = Math.max(1, Number(values.runs) || 1);
const ONLY = new Set(values.only.split(','));
const LEADS = 100_000;
const layout = topologyLayout();
const edge = layout.edgeUrl;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = [];
const notes = [];

/** A made-up client address: nginx appends the real one, the API (trusting nginx) counts this. */
const visitorAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

// ---- signing in and preparing writes ----

async function json(url, init = {}) {
  const response = await topologyFetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Signs a member in through the edge; the code is read from one API process's development outbox. */
async function signIn(
  email,
  base = `${edge}/api`,
  outboxBase = `http://127.0.0.1:${layout.apiPorts[0]}`,
) {
  const address = visitorAddress();
  const since = Date.now() - 1000;
  const { nonce } = await json(`${base}/auth/otp/request`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: JSON.stringify({ email }),
  });
  let code;
  for (let attempt = 0; attempt < 40 && !code; attempt += 1) {
    const messages = await json(`${outboxBase}/dev/outbox?to=${encodeURIComponent(email)}`);
    const fresh = messages.find((message) => new Date(message.createdAt).getTime() >= since);
    code = fresh?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await sleep(250);
  }
  if (!code) throw new Error(`no sign-in code for ${email}`);
  const { accessToken } = await json(`${base}/auth/otp/verify`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: JSON.stringify({ nonce, code }),
  });
  return { email, token: accessToken, address };
}

/** A PNG's first bytes and filler: the API checks the magic bytes and the size. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(248, 7),
]);

/** Each member may have 60 upload links an hour (UPLOAD_LINKS_PER_HOUR); the bench keeps 3 spare. */
const UPLOAD_LINKS_PER_HOUR = 60;
/** Members the bench may upload as: more than one run an hour needs more than the 38 it browses as. */
const UPLOADING_MEMBERS = 200;

/** Members with upload links left this hour, most first, until `count` links are covered. */
async function uploaders(count) {
  await seedMembers(layout.databaseUrl, UPLOADING_MEMBERS);
  const client = new pg.Client({ connectionString: layout.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select u.email, $1::int - 3 - count(up.object_key)::int as free
       from users u
       left join uploads up on up.user_id = u.id and up.created_at > now() - interval '1 hour'
       where u.email like 'member%@topology.example'
       group by u.email order by free desc`,
      [UPLOAD_LINKS_PER_HOUR],
    );
    const chosen = [];
    let covered = 0;
    for (const row of rows) {
      if (covered >= count || row.free < 3) break;
      const quota = Math.min(row.free - (row.free % 3), count - covered);
      chosen.push({ email: row.email, quota });
      covered += quota;
    }
    if (covered < count) throw new Error(`only ${covered} of ${count} upload links left this hour`);
    return chosen;
  } finally {
    await client.end();
  }
}

/** Uploaded images, one per lead to create, each issued to its member's company. */
async function uploadedImages(count) {
  const images = [];
  const chosen = await uploaders(count);
  const members = new Map();
  for (const { email } of chosen) members.set(email, await signIn(email));
  await Promise.all(
    chosen.map(async ({ email, quota }) => {
      const member = members.get(email);
      for (let done = 0; done < quota; done += 3) {
        const batch = Math.min(3, quota - done);
        const { urls } = await json(`${edge}/api/uploads/leads/presign`, {
          method: 'POST',
          headers: { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.address },
          body: JSON.stringify({
            count: batch,
            contentTypes: Array(batch).fill('image/png'),
            sizes: Array(batch).fill(PNG.length),
          }),
        });
        for (const upload of urls) {
          const put = await fetch(upload.uploadUrl, {
            method: 'PUT',
            headers: upload.headers,
            body: PNG,
          });
          if (!put.ok) throw new Error(`upload to ${upload.uploadUrl}: ${put.status}`);
          images.push({ member, objectKey: upload.objectKey });
        }
      }
    }),
  );
  return images;
}

// ---- load ----

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/**
 * Runs autocannon; latencies and statuses are counted from every response, so
 * p95 is exact and 3xx counts as success.
 */
function load({ name, url = edge, connections, seconds, requests, overallRate, onStart }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let ok = 0;
    let failed = 0;
    const statuses = {};
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests,
        ...(overallRate ? { overallRate } : {}),
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const socketErrors = result.errors + result.timeouts;
        resolve({
          name,
          requests: ok + failed,
          rate: (ok + failed) / seconds,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
          errors: failed + socketErrors,
          statuses,
          socketErrors,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 400) ok += 1;
      else failed += 1;
    });
    onStart?.(instance);
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Visitors: prerendered pages, the news list, the public directory. */
function visitorRequests() {
  const withAddress = (path) => ({
    method: 'GET',
    path,
    setupRequest: (request) => ({
      ...request,
      headers: { 'x-forwarded-for': visitorAddress(), 'accept-encoding': 'br, gzip' },
    }),
  });
  return [
    withAddress('/'),
    withAddress('/api/news?limit=6'),
    withAddress('/about'),
    withAddress('/api/companies/public'),
    withAddress('/city/pune'),
    withAddress('/members'),
  ];
}

/** Members: who am I, browse leads, saved leads, the members' directory. */
function memberRequests(members) {
  const asMember = (path) => ({
    method: 'GET',
    path,
    setupRequest: (request, context) => {
      context.member ??= pick(members);
      // A fresh address per request: the load stands for many members, each under the per-IP limit.
      return {
        ...request,
        headers: {
          authorization: `Bearer ${context.member.token}`,
          'x-forwarded-for': visitorAddress(),
        },
      };
    },
  });
  return [
    asMember('/api/me'),
    asMember('/api/leads'),
    asMember('/api/me/saved-leads'),
    asMember('/api/companies/list'),
  ];
}

/**
 * Writers: a new lead (with an image uploaded beforehand), a save of a lead,
 * an inquiry. Each write answered 2xx is recorded, to be looked up afterwards.
 */
function writerRequests({ images, leadIds, written, members }) {
  const jsonHeaders = (member) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${member.token}`,
    'x-forwarded-for': visitorAddress(),
  });
  return [
    {
      method: 'POST',
      path: '/api/leads',
      setupRequest: (request, context) => {
        context.member ??= pick(members);
        const image = images.pop();
        // No image left: this round saves a lead instead (counted as a save).
        if (!image) {
          context.pending = { kind: 'save' };
          return {
            ...request,
            path: `/api/leads/${pick(leadIds)}/save`,
            headers: jsonHeaders(context.member),
            body: JSON.stringify({ action: 'save' }),
          };
        }
        context.member = image.member;
        context.pending = { kind: 'lead' };
        return {
          ...request,
          headers: jsonHeaders(image.member),
          body: JSON.stringify({
            title: `Topology bench lead ${randomUUID()}`,
            brief: 'Bench',
            description: 'Written by pnpm bench:topology.',
            location: 'Pune, Maharashtra',
            email: 'bench@topology.example',
            phone: '+91 98765 43210',
            images: [{ objectKey: image.objectKey, sortOrder: 0 }],
          }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 201 && context.pending?.kind === 'lead')
          written.leads.push(JSON.parse(body).id);
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        context.saving = pick(leadIds);
        return {
          ...request,
          path: `/api/leads/${context.saving}/save`,
          headers: jsonHeaders(context.member),
          body: JSON.stringify({ action: 'save' }),
        };
      },
      onResponse: (status, _body, context) => {
        if (status === 200)
          written.saves.push({ email: context.member.email, leadId: context.saving });
      },
    },
    {
      method: 'POST',
      path: '/api/inquiries',
      setupRequest: (request, context) => {
        context.marker = randomUUID();
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
          body: JSON.stringify({
            kind: 'contact',
            name: 'Bench Visitor',
            email: 'visitor@topology.example',
            message: `Bench inquiry ${context.marker}`,
            page: '/contact',
          }),
        };
      },
      onResponse: (status, _body, context) => {
        if (status === 200) written.inquiries.push(context.marker);
      },
    },
  ];
}

/** How many of the recorded writes the database holds. */
async function checkWrites(written) {
  const client = new pg.Client({ connectionString: layout.databaseUrl });
  await client.connect();
  try {
    const leads = (
      await client.query('select count(*)::int as n from leads where id = any($1::uuid[])', [
        written.leads,
      ])
    ).rows[0].n;
    const inquiries = (
      await client.query(
        'select count(*)::int as n from inquiries where message = any($1::text[])',
        [written.inquiries.map((marker) => `Bench inquiry ${marker}`)],
      )
    ).rows[0].n;
    let saves = 0;
    const distinct = [
      ...new Map(written.saves.map((save) => [`${save.email}/${save.leadId}`, save])).values(),
    ];
    for (const save of distinct) {
      const found = await client.query(
        `select 1 from saved_leads s join companies c on c.id = s.company_id join users u on u.id = c.owner_user_id
         where lower(u.email) = $1 and s.lead_id = $2`,
        [save.email, save.leadId],
      );
      saves += found.rowCount ?? 0;
    }
    return {
      expected: written.leads.length + written.inquiries.length + distinct.length,
      found: leads + inquiries + saves,
      detail: `leads ${leads}/${written.leads.length}, saves ${saves}/${distinct.length}, inquiries ${inquiries}/${written.inquiries.length}`,
    };
  } finally {
    await client.end();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-');

function addRow(scenario, result, { target = '', met = '' } = {}) {
  rows.push({
    scenario,
    rate: result ? `${result.rate.toFixed(0)}` : '-',
    p50: result ? ms(result.p50) : '-',
    p95: result ? ms(result.p95) : '-',
    p99: result ? ms(result.p99) : '-',
    errors: result
      ? `${result.errors} (${((100 * result.errors) / Math.max(1, result.requests)).toFixed(2)} %)`
      : '-',
    target,
    met,
  });
}

/** The processes whose CPU the notes split, by part of the topology (time-spent.mjs). */
function timeSpentOptions() {
  const pids = (names) => names.map((name) => readPid(name)).filter(Boolean);
  return {
    databaseUrl: layout.databaseUrl,
    groups: {
      PostgreSQL: layout.privateDatabase ? [postgresPid()].filter(Boolean) : [],
      'API processes': pids(layout.apiPorts.map((_, index) => apiName(index))),
      nginx: [nginxPid()].filter(Boolean),
      workers: pids(Array.from({ length: WORKERS }, (_, index) => workerName(index))),
      'site hosts, S3, Redis': pids([
        ...Array.from({ length: SITE_HOSTS }, (_, index) => siteName(index)),
        's3',
        ...(layout.privateRedis ? ['redis'] : []),
      ]),
    },
  };
}

// ---- scenarios ----

async function mixed({ members, leadIds, kill }) {
  const seconds = SECONDS;
  const writerRate = 15;
  const images = await uploadedImages(Math.ceil((seconds * writerRate) / 3) + 10);
  const written = { leads: [], saves: [], inquiries: [] };
  let killed;
  const killer = kill
    ? (async () => {
        await sleep((seconds * 1000) / 3);
        const index = layout.apiPorts.length - 1;
        killed = readPid(apiName(index));
        process.kill(killed, 'SIGKILL');
      })()
    : Promise.resolve();
  const measured = await measure(timeSpentOptions(), async () => {
    const all = await Promise.all([
      load({ name: 'visitors', connections: 20, seconds, requests: visitorRequests() }),
      load({ name: 'members', connections: 20, seconds, requests: memberRequests(members) }),
      load({
        name: 'writers',
        connections: 3,
        seconds,
        overallRate: writerRate,
        requests: writerRequests({ images, leadIds, written, members }),
      }),
    ]);
    return { all, requests: all.reduce((sum, result) => sum + result.requests, 0), met: 'yes' };
  });
  const [visitors, memberLoad, writers] = measured.all;
  await killer;
  const label = kill ? `SIGKILL ${apiName(layout.apiPorts.length - 1)} midway` : 'mixed';
  if (!kill) {
    addRow(`${label}: visitors (pages, news, directory), 20 conn`, visitors);
    addRow(`${label}: members (/me, leads, saved, directory), 20 conn`, memberLoad);
    addRow(`${label}: writers (lead, save, inquiry), ${writerRate}/s`, writers);
    notes.push(describeSpent('mixed, all three loads together', measured).join('\n'));
  } else {
    const all = [visitors, memberLoad, writers];
    const total = all.reduce((sum, result) => sum + result.requests, 0);
    const errors = all.reduce((sum, result) => sum + result.errors, 0);
    const share = (100 * errors) / Math.max(1, total);
    addRow(
      `${label}: all ${total} requests`,
      {
        ...visitors,
        rate: total / seconds,
        requests: total,
        errors,
        p50: NaN,
        p95: NaN,
        p99: Math.max(...all.map((result) => result.p99)),
      },
      { target: 'failed ≤ 0.1 %', met: share <= 0.1 ? 'yes' : 'NO' },
    );
    notes.push(
      `kill: ${apiName(layout.apiPorts.length - 1)} (pid ${killed}) SIGKILLed ${Math.round(seconds / 3)} s in; statuses: visitors ${JSON.stringify(visitors.statuses)}, members ${JSON.stringify(memberLoad.statuses)}, writers ${JSON.stringify(writers.statuses)}`,
    );
    // Back to every API process for the next scenarios.
    const pid = startApiProcess(layout, layout.apiPorts.length - 1);
    await waitForHttp(`http://127.0.0.1:${layout.apiPorts.at(-1)}/readyz`, { pid });
  }
  const check = await checkWrites(written);
  addRow(`${label}: writes answered 2xx found in the database`, null, {
    target: 'all',
    met: check.found === check.expected ? `yes (${check.detail})` : `NO (${check.detail})`,
  });
}

async function leadsThroughEdge(member) {
  const seconds = Math.min(SECONDS, 30);
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    if (RUNS > 1) console.info(`  run ${run} of ${RUNS}`);
    runs.push(
      await measure(timeSpentOptions(), async () => {
        const result = await load({
          name: 'leads',
          connections: 50,
          seconds,
          requests: [
            {
              method: 'GET',
              path: '/api/leads',
              // A fresh address per request: 50 members browsing, each under the per-IP limit.
              setupRequest: (request) => ({
                ...request,
                headers: {
                  authorization: `Bearer ${member.token}`,
                  'x-forwarded-for': visitorAddress(),
                },
              }),
            },
          ],
        });
        const met = result.rate >= 1000 && result.p99 <= 200 && result.errors === 0;
        return { ...result, met: met ? 'yes' : 'NO' };
      }),
    );
  }
  const median = [...runs].sort((a, b) => a.rate - b.rate)[Math.floor((runs.length - 1) / 2)];
  addRow(
    `GET /leads, 50 conn, 100,000 leads, edge + ${layout.apiPorts.length} APIs + PostgreSQL${RUNS > 1 ? `, median of ${RUNS}` : ''}`,
    median,
    {
      target: '≥ 1,000 req/s, p99 ≤ 200 ms',
      met: median.met === 'yes' ? 'yes' : `NO; saturated: ${saturation(median.spent.cpu)}`,
    },
  );
  notes.push(
    [
      ...describeSpent('GET /leads through the edge, the median run', median),
      ...(RUNS > 1
        ? [
            `  every run: ${runs.map((run) => `${run.rate.toFixed(0)} req/s, p99 ${ms(run.p99)}`).join('; ')}`,
          ]
        : []),
    ].join('\n'),
  );
}

/** One API process on its embedded database, like api/scripts/bench-leads.mjs. */
async function leadsEmbedded() {
  const seconds = Math.min(SECONDS, 30);
  const apiRequire = createRequire(join(REPO_ROOT, 'api/package.json'));
  const { PGlite } = await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).href);
  const { pg_trgm } = await import(
    pathToFileURL(apiRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'club-topology-embedded-'));
  const port = layout.base + 59;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEV_MAILBOX: '1',
    LOG_LEVEL: 'warn',
    OTP_REQUESTS_PER_HOUR: '1000',
    OTP_REQUESTS_PER_HOUR_FROM_OTHERS: '1000',
    OTP_REQUESTS_PER_HOUR_PER_NETWORK: '1000',
    // One client address for everything here: the limit would measure itself.
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const start = async () => {
    const child = spawn(process.execPath, [API_ENTRY], {
      cwd: join(REPO_ROOT, 'api'),
      env,
      stdio: 'ignore',
    });
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, { pid: child.pid, timeoutMs: 120_000 });
    return child;
  };
  const stop = async (child) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let child = await start();
  try {
    await stop(child);
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await db.exec(`
      insert into leads (company_id, title, brief, description, category_id, subcategory_id,
                         location, email, phone, created_at)
      select c.id, 'Lead ' || n || ' for ' || c.name, 'Brief ' || n,
             'Details of lead ' || n || ': quantities, delivery and terms.',
             c.category_id, c.subcategory_id, 'Pune, Maharashtra', 'leads@example.in',
             '+91 98765 43210', now() - (n || ' minutes')::interval
      from generate_series(1, ${LEADS}) as n
      join lateral (
        select * from companies where subcategory_id is not null
        order by id offset (n % (select count(*) from companies where subcategory_id is not null)) limit 1
      ) c on true;
      insert into lead_images (object_key, lead_id, sort_order) select 'leads/' || id || '.png', id, 0 from leads;
      analyze;`);
    await db.close();
    child = await start();
    const base = `http://127.0.0.1:${port}`;
    const member = await signIn('member@demo.club', base, base);
    const result = await load({
      name: 'embedded',
      url: base,
      connections: 50,
      seconds,
      requests: [
        { method: 'GET', path: '/leads', headers: { authorization: `Bearer ${member.token}` } },
      ],
    });
    const met = result.rate >= 1000 && result.p99 <= 200 && result.errors === 0;
    addRow('GET /leads, 50 conn, 100,000 leads, 1 API on PGlite (embedded)', result, {
      target: '≥ 1,000 req/s, p99 ≤ 200 ms',
      met: met ? 'yes' : 'NO',
    });
  } finally {
    if (child.exitCode === null) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * 250 inquiries sent at once queue 500 e-mails (the club's copy and the
 * sender's acknowledgement); the process that delivers them is SIGKILLed a
 * third of the way in. Every message must end up sent (`outbox.sent_at`) and
 * in the development mailbox, where the local mail adapter puts what it
 * delivers, exactly once.
 */
async function workerKill({ deliverer, restart }) {
  const marker = randomUUID();
  const inquiries = 250;
  const started = Date.now();
  let killed;
  let sent = 0;
  const send = async (index) => {
    const response = await topologyFetch(`${edge}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
      body: JSON.stringify({
        kind: 'contact',
        name: 'Burst Visitor',
        email: `burst-${marker}-${index}@topology.example`,
        message: `Burst ${marker} #${index}`,
        page: '/contact',
      }),
    });
    if (response.ok) sent += 1;
    if (index === Math.floor(inquiries / 3)) {
      killed = readPid(deliverer);
      process.kill(killed, 'SIGKILL');
    }
  };
  for (let index = 0; index < inquiries; index += 25) {
    await Promise.all(Array.from({ length: 25 }, (_, offset) => send(index + offset)));
  }
  await restart();
  const client = new pg.Client({ connectionString: layout.databaseUrl });
  await client.connect();
  // The outbox keeps a sent message's recipient but not its text: the acknowledgements are
  // counted there by address; both kinds are counted in the mailbox, which keeps the text.
  const count = async () =>
    (
      await client.query(
        `select
           (select count(*)::int from outbox where "to" like $1) as queued,
           (select count(*)::int from outbox where "to" like $1 and sent_at is not null) as sent,
           (select count(*)::int from dev_mailbox where "to" like $1) as acks,
           (select count(distinct "to")::int from dev_mailbox where "to" like $1) as distinct_acks,
           (select count(*)::int from dev_mailbox where "to" not like $1 and text like $2) as copies,
           (select count(distinct text)::int from dev_mailbox where "to" not like $1 and text like $2)
             as distinct_copies`,
        [`burst-${marker}-%`, `%Burst ${marker} #%`],
      )
    ).rows[0];
  try {
    let counts = await count();
    // Jobs the killed worker held come back after their expiry (2 min), the next upkeep
    // (at most 30 s) and the first retry's delay (30 s).
    const deadline = Date.now() + 300_000;
    while (
      (counts.sent < counts.queued || counts.acks + counts.copies < 2 * counts.queued) &&
      Date.now() < deadline
    ) {
      await sleep(1000);
      counts = await count();
    }
    // A duplicate may come late (a lease running out): look once more after a pause.
    await sleep(5000);
    counts = await count();
    const once =
      counts.queued >= sent &&
      counts.sent === counts.queued &&
      [counts.acks, counts.distinct_acks, counts.copies, counts.distinct_copies].every(
        (value) => value === counts.queued,
      );
    addRow(`SIGKILL ${deliverer} during a burst of ${2 * inquiries} queued messages`, null, {
      target: 'each delivered exactly once',
      met:
        `${once ? 'yes' : 'NO'} (${sent} of ${inquiries} inquiries answered 2xx, ${counts.queued} queued ` +
        `(a killed request may have committed); sent_at ${counts.sent}/${counts.queued}; mailbox: ` +
        `${counts.acks} acknowledgements (${counts.distinct_acks} distinct), ${counts.copies} club copies ` +
        `(${counts.distinct_copies} distinct); ${Math.round((Date.now() - started) / 1000)} s)`,
    });
    notes.push(
      `worker: ${deliverer} (pid ${killed}) SIGKILLed after ${Math.floor(inquiries / 3)} of ${inquiries} inquiries`,
    );
  } finally {
    await client.end();
  }
}

/** Readiness of every API process, straight to its port. */
async function readiness() {
  return Promise.all(
    layout.apiPorts.map((port) =>
      fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.status,
        () => 0,
      ),
    ),
  );
}

const apiPids = () => layout.apiPorts.map((_, index) => readPid(apiName(index)));

async function postgresRestart() {
  if (!layout.privateDatabase) {
    addRow('restart PostgreSQL under load', null, {
      met: 'skipped: external TOPOLOGY_DATABASE_URL',
    });
    return;
  }
  const seconds = Math.max(20, Math.min(SECONDS, 30));
  const before = apiPids();
  const seen503 = new Set();
  let recoveredAfter;
  const faults = (async () => {
    await sleep(3000);
    stopPostgres();
    const downUntil = Date.now() + 4000;
    while (Date.now() < downUntil) {
      (await readiness()).forEach((status, index) => status === 503 && seen503.add(index));
      await sleep(250);
    }
    await startPostgres(layout);
    const restarted = Date.now();
    while (Date.now() - restarted < 30_000) {
      if ((await readiness()).every((status) => status === 200)) {
        recoveredAfter = Date.now() - restarted;
        break;
      }
      await sleep(100);
    }
  })();
  const result = await load({
    name: 'postgres',
    connections: 10,
    seconds,
    requests: visitorRequests().slice(0, 2),
  });
  await faults;
  const after = apiPids();
  const samePids = before.every((pid, index) => pid === after[index] && isAlive(pid));
  const ok =
    seen503.size === layout.apiPorts.length &&
    recoveredAfter !== undefined &&
    recoveredAfter <= 10_000 &&
    samePids;
  notes.push(
    `postgres: statuses under load (pages and /api/news) ${JSON.stringify(result.statuses)}; ` +
      'the 5xx are the API answering while its database is away (no process restarted)',
  );
  addRow('restart PostgreSQL (down 4 s) under visitor load, 10 conn', result, {
    target: '/readyz 503 meanwhile, ready ≤ 10 s after, same pids',
    met: `${ok ? 'yes' : 'NO'} (503 from ${seen503.size}/${layout.apiPorts.length}; ready ${recoveredAfter === undefined ? 'never' : `${recoveredAfter} ms`} after; pids ${samePids ? 'same' : 'CHANGED'})`,
  });
}

/** 400 requests from one address through the edge: how many the limit (300 a minute) refused. */
async function refusedOf400() {
  const address = visitorAddress();
  let refused = 0;
  for (let sent = 0; sent < 400; sent += 20) {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        topologyFetch(`${edge}/api/states`, { headers: { 'x-forwarded-for': address } }).then(
          (response) => response.status,
        ),
      ),
    );
    refused += statuses.filter((status) => status === 429).length;
  }
  return refused;
}

async function redisStop() {
  if (!layout.privateRedis) {
    addRow('stop Redis under load', null, { met: 'skipped: external TOPOLOGY_REDIS_URL' });
    return;
  }
  const seconds = Math.max(20, Math.min(SECONDS, 30));
  const logSizes = layout.apiPorts.map((_, index) => statSync(logFile(apiName(index))).size);
  let duringRefused;
  let afterRefused;
  const faults = (async () => {
    await sleep(3000);
    await stopPid(readPid('redis'));
    await sleep(1500);
    duringRefused = await refusedOf400();
    await sleep(2000);
    startRedis(layout);
    await waitForRedis(layout);
    await sleep(2500);
    afterRefused = await refusedOf400();
  })();
  const result = await load({
    name: 'redis',
    connections: 10,
    seconds,
    requests: visitorRequests().slice(0, 4),
  });
  await faults;
  const warned = layout.apiPorts.filter((_, index) => {
    const log = readFileSync(logFile(apiName(index)))
      .subarray(logSizes[index])
      .toString();
    return log.includes('this instance counts requests on its own');
  }).length;
  const fiveHundreds = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const ok =
    fiveHundreds === 0 &&
    warned === layout.apiPorts.length &&
    duringRefused === 0 &&
    afterRefused >= 90;
  addRow('stop Redis (~6 s) under visitor load, 10 conn', result, {
    target: 'no 5xx; per-instance limits + warning; shared again',
    met: `${ok ? 'yes' : 'NO'} (5xx ${fiveHundreds}; warned ${warned}/${layout.apiPorts.length}; 400 req from one IP: ${duringRefused} refused while away, ${afterRefused} after)`,
  });
}

// ---- main ----

async function ensureUp() {
  const up = await topologyFetch(`${edge}/api/readyz`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) return;
  if (!values.up)
    throw new Error(`Nothing answers at ${edge}. Run \`pnpm topology up\` first, or pass --up.`);
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/topology.mjs'), 'up'], {
    stdio: 'inherit',
  });
}

try {
  await ensureUp();
  const startedLoad = loadavg();
  const members = [];
  for (let n = 3; n <= 40; n += 1) members.push(await signIn(memberEmail(n)));
  if (ONLY.has('leads') || ONLY.has('mixed') || ONLY.has('kill')) {
    console.info(
      `· topping the leads up to ${LEADS.toLocaleString('en-US')} (SQL generate_series)`,
    );
    await seedLeads(layout.databaseUrl, LEADS);
  }
  const leadIds = (
    await json(`${edge}/api/leads?limit=50`, {
      headers: {
        authorization: `Bearer ${members[0].token}`,
        'x-forwarded-for': members[0].address,
      },
    })
  ).items.map((lead) => lead.id);

  if (ONLY.has('mixed')) {
    console.info(`· mixed load, ${SECONDS} s`);
    await mixed({ members, leadIds, kill: false });
  }
  if (ONLY.has('kill')) {
    console.info(
      `· mixed load with ${apiName(layout.apiPorts.length - 1)} SIGKILLed, ${SECONDS} s`,
    );
    await mixed({ members, leadIds, kill: true });
  }
  if (ONLY.has('leads')) {
    console.info('· GET /leads through the edge');
    await leadsThroughEdge(members[0]);
  }
  if (ONLY.has('embedded')) {
    console.info(
      '· GET /leads on one API with its embedded database (seeding 100,000 leads first)',
    );
    await leadsEmbedded();
  }
  if (ONLY.has('worker')) {
    if (!layout.workersBuilt) {
      addRow('SIGKILL a worker during 500 queued messages', null, {
        met: 'skipped: no worker build',
      });
    } else {
      console.info('· a worker SIGKILLed during a burst of queued messages');
      await workerKill({ deliverer: workerName(0), restart: async () => startWorker(layout, 0) });
    }
  }
  if (ONLY.has('postgres')) {
    console.info('· PostgreSQL restart under load');
    await postgresRestart();
  }
  if (ONLY.has('redis')) {
    console.info('· Redis stop under load');
    await redisStop();
  }

  const format = (load) => load.map((value) => value.toFixed(2)).join(', ');
  console.info(
    `\npnpm bench:topology, ${new Date().toISOString().slice(0, 16)}Z, --seconds ${SECONDS}: ` +
      `${layout.apiPorts.length} API processes, ${layout.sitePorts.length} site hosts, nginx, ` +
      `${layout.privateDatabase ? 'private ' : ''}PostgreSQL, ${layout.privateRedis ? 'private ' : ''}Redis, ` +
      `${layout.workersBuilt ? 'workers' : 'no workers (not built)'}; load average at start ${format(startedLoad)}, at end ${format(loadavg())}\n`,
  );
  console.info('| scenario | req/s | p50 | p95 | p99 | errors | target | met |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const row of rows) {
    console.info(
      `| ${row.scenario} | ${row.rate} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} | ${row.target} | ${row.met} |`,
    );
  }
  for (const note of notes) console.info(`\n${note}`);
} catch (error) {
  console.error(`bench:topology: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
