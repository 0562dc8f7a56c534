/**
 * Starting and stopping the topology's processes, each detached with its pid
 * file and log under .topology/, so `pnpm topology up` can return and `down`
 * (or the bench's fault scenarios) can find them again. PostgreSQL and Redis
 * here are private servers on the topology's own ports: restarting them
 * disturbs nobody else on the machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureEdgeCertificate } from './edge-certificate.mjs';
import { topologyFetch } from './edge-client.mjs';
import { API_ENTRY, paths, REPO_ROOT, S3_BUCKET, WORKER_ENTRY } from './layout.mjs';
import { installedNginxVersion, renderNginxConfig } from './nginx-config.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres server when we are not root).
    return error.code === 'EPERM';
  }
}

export function readPid(name) {
  try {
    return Number(readFileSync(join(paths.pids, `${name}.pid`), 'utf8')) || undefined;
  } catch {
    return undefined;
  }
}

const writePid = (name, pid) => writeFileSync(join(paths.pids, `${name}.pid`), `${pid}\n`);
export const logFile = (name) => join(paths.logs, `${name}.log`);

/** Every process with a pid file, in the order they were started. */
export function knownProcesses() {
  if (!existsSync(paths.pids)) return [];
  return readdirSync(paths.pids)
    .filter((file) => file.endsWith('.pid'))
    .map((file) => file.slice(0, -4));
}

/** Starts a process of its own session (a signal to `pnpm topology` does not reach it). */
export function spawnDetached(name, command, args, { env = {}, cwd = REPO_ROOT } = {}) {
  mkdirSync(paths.logs, { recursive: true });
  mkdirSync(paths.pids, { recursive: true });
  const log = openSync(logFile(name), 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  writePid(name, child.pid);
  return child.pid;
}

/** SIGTERM, then SIGKILL after `graceMs`; true when it is gone. */
export async function stopPid(pid, { graceMs = 10_000, signal = 'SIGTERM' } = {}) {
  if (!isAlive(pid)) return true;
  try {
    process.kill(pid, signal);
  } catch {
    return !isAlive(pid);
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone meanwhile.
  }
  await sleep(200);
  return !isAlive(pid);
}

export function forgetPid(name) {
  rmSync(join(paths.pids, `${name}.pid`), { force: true });
}

/** Waits until `url` answers 2xx (or `accept(response)`), or throws after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60_000, pid, accept } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pid && !isAlive(pid)) throw new Error(`${url}: the process exited (see its log)`);
    try {
      const response = await topologyFetch(url, { signal: AbortSignal.timeout(2_000) });
      if (accept ? accept(response) : response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// ---- PostgreSQL (private cluster from the machine's binaries) ----

export const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed version's `tool`, or undefined. */
export function findPostgresBin(tool) {
  const root = POSTGRES_ROOT;
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = join(root, version, 'bin', tool);
    if (existsSync(file)) return file;
  }
  return undefined;
}

function postgresBin(tool) {
  const file = findPostgresBin(tool);
  if (file) return file;
  throw new Error(
    `No ${tool} in ${POSTGRES_ROOT}/*/bin: apt-get update && apt-get install -y postgresql`,
  );
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function asPostgres(tool, args, options = {}) {
  const file = postgresBin(tool);
  const root = userInfo().uid === 0;
  return execFileSync(
    root ? 'runuser' : file,
    root ? ['-u', 'postgres', '--', file, ...args] : args,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    },
  ).toString();
}

/** As root, the cluster's files belong to `postgres` (the user its server runs as). */
function givePostgres(path) {
  if (userInfo().uid !== 0) return;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString());
  chownSync(path, id('-u'), id('-g'));
}

export function postgresPid() {
  try {
    return Number(readFileSync(join(paths.postgres, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

export async function startPostgres(layout) {
  if (!existsSync(join(paths.postgres, 'PG_VERSION'))) {
    mkdirSync(paths.postgres, { recursive: true, mode: 0o700 });
    givePostgres(paths.postgres);
    asPostgres('initdb', [
      '-D',
      paths.postgres,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }
  mkdirSync(paths.postgresSocket, { recursive: true });
  givePostgres(paths.postgresSocket);
  mkdirSync(paths.logs, { recursive: true });
  closeSync(openSync(logFile('postgres'), 'a'));
  givePostgres(logFile('postgres'));
  if (!isAlive(postgresPid())) {
    const options = [
      `-p ${layout.postgresPort}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${paths.postgresSocket}`,
      '-c max_connections=200',
      '-c shared_buffers=256MB',
      // Planning and execution time of each statement, which `pnpm bench:topology` reports.
      '-c shared_preload_libraries=pg_stat_statements',
      '-c pg_stat_statements.track_planning=on',
    ].join(' ');
    asPostgres('pg_ctl', [
      '-D',
      paths.postgres,
      '-l',
      logFile('postgres'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }
  const admin = new pg.Client({
    connectionString: layout.databaseUrl.replace(/\/club$/, '/postgres'),
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = 'club'");
    if (!rowCount) await admin.query('create database club');
  } finally {
    await admin.end();
  }
  return postgresPid();
}

export function stopPostgres({ mode = 'fast' } = {}) {
  if (!isAlive(postgresPid())) return;
  asPostgres('pg_ctl', ['-D', paths.postgres, '-m', mode, '-w', 'stop']);
}

// ---- Redis (private server) ----

export function startRedis(layout) {
  mkdirSync(paths.redis, { recursive: true });
  return spawnDetached('redis', 'redis-server', [
    '--port',
    String(layout.redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    paths.redis,
  ]);
}

export async function waitForRedis(layout, timeoutMs = 10_000) {
  const { createConnection } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const socket = createConnection(layout.redisPort, '127.0.0.1');
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`Redis did not answer on port ${layout.redisPort}`);
}

// ---- The API, its workers, the site hosts, the S3 store ----

/** One JWT/OTP secret for every API process, so a token signed by one is accepted by all. */
export function topologySecrets() {
  if (existsSync(paths.secrets)) return JSON.parse(readFileSync(paths.secrets, 'utf8'));
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    OTP_SECRET: randomBytes(48).toString('base64url'),
  };
  writeFileSync(paths.secrets, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/**
 * The environment of an API process or worker. Development mode, because the
 * sign-in codes must be readable (the development mailbox, on loopback only)
 * and payments go to the local test provider; everything else is as in
 * production: PostgreSQL, Redis, S3, secrets shared by every instance, the
 * edge trusted for the client's address.
 */
export function apiEnvironment(layout, index, { worker = false } = {}) {
  const s3 = `http://127.0.0.1:${layout.s3Port}`;
  return {
    ...topologySecrets(),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    ...(worker ? {} : { PORT: String(layout.apiPorts[index]) }),
    PUBLIC_URL: `${layout.edgeUrl}/api`,
    SITE_ORIGINS: layout.edgeUrl,
    // Browsers come through the edge's HTTPS (the edge sends HSTS itself and drops this copy).
    BEHIND_TLS: '1',
    // nginx connects from this machine: its X-Forwarded-For entry is the real client.
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: layout.databaseUrl,
    DATABASE_POOL_MAX: '10',
    REDIS_URL: layout.redisUrl,
    DATA_DIR: paths.apiData(worker ? `worker-${index}` : index),
    DEMO_DATA: '0',
    DEV_MAILBOX: '1',
    // The bench signs the same accounts in at every run, from made-up client addresses.
    OTP_REQUESTS_PER_HOUR: '1000',
    OTP_REQUESTS_PER_HOUR_FROM_OTHERS: '1000',
    OTP_REQUESTS_PER_HOUR_PER_NETWORK: '1000',
    S3_BUCKET,
    S3_ENDPOINT: s3,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `http://localhost:${layout.s3Port}/${S3_BUCKET}`,
    METRICS_PORT: String(layout.metricsPorts[worker ? layout.apiPorts.length + index : index]),
    // With workers running, the web processes only enqueue background work.
    ...(layout.workersBuilt ? { WORK_JOBS: '0' } : {}),
    LOG_LEVEL: 'info',
  };
}

export const apiName = (index) => `api-${index + 1}`;
export const workerName = (index) => `worker-${index + 1}`;
export const siteName = (index) => `site-${index + 1}`;

export function startApiProcess(layout, index) {
  mkdirSync(paths.apiData(index), { recursive: true });
  return spawnDetached(apiName(index), process.execPath, [API_ENTRY], {
    env: apiEnvironment(layout, index),
    cwd: join(REPO_ROOT, 'api'),
  });
}

export function startWorker(layout, index) {
  mkdirSync(paths.apiData(`worker-${index}`), { recursive: true });
  return spawnDetached(workerName(index), process.execPath, [WORKER_ENTRY], {
    env: apiEnvironment(layout, index, { worker: true }),
    cwd: join(REPO_ROOT, 'api'),
  });
}

export function startSiteHost(layout, index) {
  return spawnDetached(
    siteName(index),
    process.execPath,
    [
      join(REPO_ROOT, 'scripts/site-host.mjs'),
      '--port',
      String(layout.sitePorts[index]),
      '--public-url',
      layout.edgeUrl,
    ],
    {
      env: {
        // The pages' CSP trusts the S3 store, where uploaded images are read from.
        SITE_TRUSTED_ORIGINS: `http://localhost:${layout.s3Port}`,
        BEHIND_TLS: '1',
      },
    },
  );
}

export function startS3(layout) {
  return spawnDetached('s3', process.execPath, [
    join(REPO_ROOT, 'scripts/topology/s3-store.mjs'),
    '--port',
    String(layout.s3Port),
    '--dir',
    paths.s3,
    '--bucket',
    S3_BUCKET,
    '--origin',
    layout.edgeUrl,
  ]);
}

// ---- nginx, the edge ----

/** Debian's nginx; TOPOLOGY_NGINX names another binary. */
export const NGINX = process.env.TOPOLOGY_NGINX || '/usr/sbin/nginx';
const NGINX_TEMP_KINDS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The pid of the nginx whose state is in `stateDir` (the topology's by default). */
export function nginxPid(stateDir = paths.nginx) {
  try {
    return Number(readFileSync(join(stateDir, 'nginx.pid'), 'utf8')) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renders nginx.conf into `stateDir`, checks it (`nginx -t`) and starts Debian's
 * nginx with that folder as its prefix: its pid file, logs and temporary files
 * stay there, never the system's. Returns once nginx has written its pid.
 * @param {string} stateDir
 * @param {Omit<Parameters<typeof renderNginxConfig>[0], 'stateDir' | 'nginxVersion'>} options
 * @returns {number | undefined} nginx's pid
 */
export function startNginxIn(stateDir, options) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx not found (${NGINX}): apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static`,
    );
  }
  for (const kind of NGINX_TEMP_KINDS) {
    mkdirSync(join(stateDir, 'temp', kind), { recursive: true });
  }
  const config = join(stateDir, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({ ...options, stateDir, nginxVersion: installedNginxVersion(NGINX) }),
  );
  // -e: before it reads the config, errors go to stderr, not a system log file.
  const args = ['-p', stateDir, '-e', 'stderr', '-c', config];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  // nginx forks its master into the background and exits once it listens.
  execFileSync(NGINX, args, { stdio: 'pipe' });
  return nginxPid(stateDir);
}

/**
 * The topology's edge: HTTPS on the edge's port with the topology's certificate
 * (made into .topology/tls/ when missing or expiring), plain HTTP on the next
 * port redirecting to it, the hashed files served from the builds.
 */
export function startNginx(layout) {
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  const tls = ensureEdgeCertificate(paths.tls);
  const pid = startNginxIn(paths.nginx, {
    listen: `127.0.0.1:${layout.edgePort}`,
    httpListen: `127.0.0.1:${layout.edgeHttpPort}`,
    publicUrl: layout.edgeUrl,
    certificate: tls.certificate,
    certificateKey: tls.key,
    sites: layout.sitePorts.map((port) => `127.0.0.1:${port}`),
    apis: layout.apiPorts.map((port) => `127.0.0.1:${port}`),
    staticRoots: {
      '/': join(REPO_ROOT, 'shell/dist'),
      '/remotes/marketing/': join(REPO_ROOT, 'mf-marketing/dist'),
      '/remotes/onboarding/': join(REPO_ROOT, 'mf-onboarding/dist'),
      '/remotes/member_area/': join(REPO_ROOT, 'mf-member-area/dist'),
      '/remotes/news_admin/': join(REPO_ROOT, 'mf-news-admin/dist'),
      '/remotes/events/': join(REPO_ROOT, 'mf-events/dist'),
    },
    brotli,
  });
  return { pid, brotli };
}
