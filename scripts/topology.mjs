/**
 * A production topology on this machine, from the repository's build:
 * nginx as the edge and load balancer (HTTPS with a certificate of a local
 * CA made into .topology/tls/, plain HTTP redirected to it), 2 site hosts, 3
 * API processes, 2 workers (when api/dist/worker.mjs is built), an
 * S3-compatible store (s3rver), and a private PostgreSQL cluster and Redis
 * server on the topology's own ports. Every process runs detached, with its pid file and log
 * in .topology/. See docs/topology.md.
 *
 *   pnpm topology up       (pnpm build first)
 *   pnpm topology status
 *   pnpm topology rotate   (each log to <name>.1, .2, .3; see topology/log-rotation.mjs)
 *   pnpm topology down
 *
 * TOPOLOGY_PORT_BASE (default 9300) moves every port; TOPOLOGY_DATABASE_URL and
 * TOPOLOGY_REDIS_URL use external servers instead of the private ones;
 * TOPOLOGY_NGINX names the nginx binary (default /usr/sbin/nginx) and
 * TOPOLOGY_STATE_DIR the state folder (default .topology/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  API_PROCESSES,
  paths,
  SITE_HOSTS,
  STATE_DIR,
  topologyLayout,
  WORKERS,
} from './topology/layout.mjs';
import { topologyFetch } from './topology/edge-client.mjs';
import { rotateTopologyLogs } from './topology/log-rotation.mjs';
import { preflightProblems } from './topology/preflight.mjs';
import { seedMembers } from './topology/seed.mjs';
import {
  apiName,
  forgetPid,
  isAlive,
  knownProcesses,
  nginxPid,
  postgresPid,
  readPid,
  siteName,
  startApiProcess,
  startNginx,
  startPostgres,
  startRedis,
  startS3,
  startSiteHost,
  startWorker,
  stopPid,
  stopPostgres,
  waitForHttp,
  waitForRedis,
  workerName,
} from './topology/services.mjs';

/** Members seeded for the browser check and the bench. */
export const SEEDED_MEMBERS = 40;

/** Every process of the topology as `status` lists it: name, pid, port. */
function processTable(layout) {
  const rows = [];
  if (layout.privateDatabase)
    rows.push({ name: 'postgres', pid: postgresPid(), port: layout.postgresPort });
  if (layout.privateRedis)
    rows.push({ name: 'redis', pid: readPid('redis'), port: layout.redisPort });
  rows.push({ name: 's3', pid: readPid('s3'), port: layout.s3Port });
  for (let index = 0; index < API_PROCESSES; index += 1) {
    rows.push({ name: apiName(index), pid: readPid(apiName(index)), port: layout.apiPorts[index] });
  }
  for (let index = 0; index < WORKERS; index += 1) {
    const pid = readPid(workerName(index));
    if (pid || layout.workersBuilt) rows.push({ name: workerName(index), pid, port: '-' });
  }
  for (let index = 0; index < SITE_HOSTS; index += 1) {
    rows.push({
      name: siteName(index),
      pid: readPid(siteName(index)),
      port: layout.sitePorts[index],
    });
  }
  rows.push({ name: 'nginx', pid: nginxPid(), port: layout.edgePort });
  return rows.map((row) => ({ ...row, alive: isAlive(row.pid) }));
}

/**
 * Checks everything first (nothing is started while a program, a build or a
 * port is missing), then starts the processes; when a later step fails, it
 * stops every process it started, so the next `up` starts from nothing.
 */
async function up(layout) {
  const running = processTable(layout).filter((row) => row.alive);
  if (running.length > 0) {
    throw new Error(
      `Already running: ${running.map((row) => row.name).join(', ')}. Run \`pnpm topology down\` first.`,
    );
  }
  const problems = await preflightProblems(layout);
  if (problems.length > 0) {
    throw new Error(`nothing was started:\n  ${problems.join('\n  ')}`);
  }
  mkdirSync(STATE_DIR, { recursive: true });
  try {
    await startAll(layout);
  } catch (error) {
    console.error(`! ${error instanceof Error ? error.message : error}: stopping what was started`);
    await down(layout).catch((stopError) => console.error(`! down: ${stopError.message}`));
    throw error;
  }
  await status(layout);
}

async function startAll(layout) {
  const step = (text) => console.info(`· ${text}`);

  if (layout.privateDatabase) {
    step(`PostgreSQL (private cluster in .topology/postgres) on :${layout.postgresPort}`);
    await startPostgres(layout);
  } else {
    step('PostgreSQL: TOPOLOGY_DATABASE_URL (external; its fault scenarios are skipped)');
  }
  if (layout.privateRedis) {
    step(`Redis (private) on :${layout.redisPort}`);
    startRedis(layout);
    await waitForRedis(layout);
  } else {
    step('Redis: TOPOLOGY_REDIS_URL (external; its fault scenarios are skipped)');
  }
  step(`s3rver on :${layout.s3Port}`);
  const s3 = startS3(layout);
  await waitForHttp(`http://127.0.0.1:${layout.s3Port}/`, { pid: s3, accept: () => true });

  // The first API process migrates the database; the others then start together.
  step(`API processes on :${layout.apiPorts.join(', :')}`);
  const first = startApiProcess(layout, 0);
  await waitForHttp(`http://127.0.0.1:${layout.apiPorts[0]}/readyz`, { pid: first });
  await Promise.all(
    layout.apiPorts.slice(1).map((port, offset) => {
      const pid = startApiProcess(layout, offset + 1);
      return waitForHttp(`http://127.0.0.1:${port}/readyz`, { pid });
    }),
  );
  step(`${SEEDED_MEMBERS} member accounts (member<n>@topology.example)`);
  await seedMembers(layout.databaseUrl, SEEDED_MEMBERS);

  if (layout.workersBuilt) {
    step(`${WORKERS} workers (api/dist/worker.mjs); the API processes only enqueue (WORK_JOBS=0)`);
    for (let index = 0; index < WORKERS; index += 1) startWorker(layout, index);
  } else {
    console.info(
      '! No worker build (api/dist/worker.mjs): no workers started; the API processes run background work themselves.',
    );
  }

  step(`site hosts on :${layout.sitePorts.join(', :')}`);
  await Promise.all(
    layout.sitePorts.map((port, index) => {
      const pid = startSiteHost(layout, index);
      return waitForHttp(`http://127.0.0.1:${port}/config.json`, { pid });
    }),
  );
  step(
    `nginx (the edge): HTTPS on :${layout.edgePort} (certificate of .topology/tls/), HTTP on :${layout.edgeHttpPort} redirecting to it`,
  );
  const nginx = startNginx(layout);
  if (!nginx.brotli) {
    console.info(
      '! No brotli_static module: hashed files go out with their .gz copies (gzip_static).',
    );
  }
  await waitForHttp(`${layout.edgeUrl}/api/readyz`);
  writeFileSync(
    paths.state,
    JSON.stringify({ startedAt: new Date().toISOString(), layout }, null, 2),
  );
  console.info(`\nThe site is up at ${layout.edgeUrl} (API at ${layout.edgeUrl}/api)\n`);
}

/** What `url` answers: its status and time, where a redirect points, whether HSTS came with it. */
async function probe(url) {
  const started = performance.now();
  try {
    const response = await topologyFetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    const hsts = response.headers.has('strict-transport-security') ? ', HSTS' : '';
    return `${response.status}${location ? ` to ${location}` : ''} in ${(performance.now() - started).toFixed(0)} ms${hsts}`;
  } catch (error) {
    return `no answer (${error.cause?.code ?? error.name})`;
  }
}

/** What each upstream of nginx answers on its own port (the API's readiness, a site's config). */
function directProbe(row) {
  if (row.name.startsWith('api-')) return `http://127.0.0.1:${row.port}/readyz`;
  if (row.name.startsWith('site-')) return `http://127.0.0.1:${row.port}/config.json`;
  return undefined;
}

async function status(layout) {
  const rows = processTable(layout);
  console.info('| process | pid | port | state | answers |');
  console.info('| --- | ---: | ---: | --- | --- |');
  for (const row of rows) {
    const url = directProbe(row);
    const answer = url && row.alive ? await probe(url) : '';
    console.info(
      `| ${row.name} | ${row.pid ?? '-'} | ${row.port} | ${row.alive ? 'alive' : 'dead'} | ${answer} |`,
    );
  }
  if (!layout.workersBuilt) console.info('(workers: none, api/dist/worker.mjs is not built)');
  console.info(`\nThrough the edge (${layout.edgeUrl}):`);
  for (const path of [
    '/',
    '/config.json',
    '/remotes/marketing/mf-manifest.json',
    '/api/readyz',
    '/api/news?limit=1',
  ]) {
    console.info(`  GET ${path.padEnd(38)} ${await probe(`${layout.edgeUrl}${path}`)}`);
  }
  const plain = `${layout.edgeHttpUrl}/news?page=2`;
  console.info(
    `\nPlain HTTP (${layout.edgeHttpUrl}):\n  GET ${plain.padEnd(38)} ${await probe(plain)}`,
  );
}

async function down(layout) {
  const rows = processTable(layout).reverse();
  let stopped = 0;
  for (const row of rows) {
    if (!row.alive) {
      if (row.name !== 'postgres' && row.name !== 'nginx') forgetPid(row.name);
      continue;
    }
    if (row.name === 'postgres') stopPostgres();
    else if (!(await stopPid(row.pid))) console.error(`! ${row.name} (${row.pid}) did not stop`);
    if (row.name !== 'postgres' && row.name !== 'nginx') forgetPid(row.name);
    stopped += 1;
    console.info(`stopped ${row.name} (${row.pid})`);
  }
  // Processes of an earlier layout (another TOPOLOGY_PORT_BASE) that still have pid files.
  for (const name of knownProcesses()) {
    const pid = readPid(name);
    if (isAlive(pid)) {
      await stopPid(pid);
      stopped += 1;
      console.info(`stopped ${name} (${pid})`);
    }
    forgetPid(name);
  }
  console.info(stopped === 0 ? 'Nothing was running.' : 'The topology is down.');
}

const command = process.argv[2];
try {
  const layout = topologyLayout();
  if (command === 'up') await up(layout);
  else if (command === 'down') await down(layout);
  else if (command === 'status') await status(layout);
  else if (command === 'rotate') {
    const pid = nginxPid();
    const rotated = rotateTopologyLogs({
      logsDir: paths.logs,
      nginxDir: paths.nginx,
      nginxPid: isAlive(pid) ? pid : undefined,
    });
    console.info(rotated.length === 0 ? 'No log to rotate.' : rotated.join('\n'));
  } else {
    console.error('usage: pnpm topology up|down|status|rotate');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`topology ${command}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
