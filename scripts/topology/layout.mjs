/**
 * Where each process of the production topology runs: its port (from
 * TOPOLOGY_PORT_BASE, default 9300), its log and pid files (in the git-ignored
 * `.topology/` folder) and the addresses the others use to reach it. Read by
 * scripts/topology.mjs and scripts/topology/bench.mjs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** TOPOLOGY_STATE_DIR moves the state elsewhere (the topology's own tests use a temporary folder). */
export const STATE_DIR = process.env.TOPOLOGY_STATE_DIR || join(REPO_ROOT, '.topology');
export const API_ENTRY = join(REPO_ROOT, 'api/dist/main.mjs');
export const WORKER_ENTRY = join(REPO_ROOT, 'api/dist/worker.mjs');

export const SITE_HOSTS = 2;
/**
 * One API process per core, at least 2 (the SIGKILL scenario kills one while the rest serve)
 * and at most 3 (the ports and metrics ports reserved for them): on 2 cores a third process
 * only adds context switches (GET /leads: 1.32 ms of API CPU per request with 2, 1.54 with 3).
 */
export const API_PROCESSES = Math.min(3, Math.max(2, availableParallelism()));
export const WORKERS = 2;
export const S3_BUCKET = 'club';

/** Ports browsers refuse (X11, IRC, the "unsafe" 10080): none of ours may fall on one. */
const UNSAFE_PORTS = [6000, 6665, 6666, 6667, 6668, 6669, 10080];

/**
 * Offsets from the base: the edge (HTTPS, and plain HTTP that only redirects to
 * it), then each kind of process in its own block of ten.
 */
const OFFSETS = {
  edge: 0,
  edgeHttp: 1,
  site: 10,
  api: 20,
  s3: 30,
  postgres: 40,
  redis: 41,
  metrics: 50,
};
const SPAN = 60;

export function topologyLayout(env = process.env) {
  const base = Number(env.TOPOLOGY_PORT_BASE ?? 9300);
  if (!Number.isInteger(base) || base < 1024 || base + SPAN > 65535) {
    throw new Error(
      `TOPOLOGY_PORT_BASE=${env.TOPOLOGY_PORT_BASE}: a port from 1024 to ${65535 - SPAN}`,
    );
  }
  const unsafe = UNSAFE_PORTS.find((port) => port >= base && port < base + SPAN);
  if (unsafe) {
    throw new Error(
      `TOPOLOGY_PORT_BASE=${base} puts a process on port ${unsafe}, which browsers refuse`,
    );
  }
  const externalDatabase = env.TOPOLOGY_DATABASE_URL;
  const externalRedis = env.TOPOLOGY_REDIS_URL;
  const edgePort = base + OFFSETS.edge;
  const range = (offset, count) =>
    Array.from({ length: count }, (_, index) => base + offset + index);
  return {
    base,
    edgePort,
    /** What browsers see: the site, /remotes/<name>/ and /api behind one nginx, over TLS. */
    edgeUrl: `https://localhost:${edgePort}`,
    edgeHttpPort: base + OFFSETS.edgeHttp,
    /** Plain HTTP: every request is redirected to edgeUrl. */
    edgeHttpUrl: `http://localhost:${base + OFFSETS.edgeHttp}`,
    sitePorts: range(OFFSETS.site, SITE_HOSTS),
    apiPorts: range(OFFSETS.api, API_PROCESSES),
    /** METRICS_PORT of each API process, then each worker: distinct, so none collide. */
    metricsPorts: range(OFFSETS.metrics, API_PROCESSES + WORKERS),
    s3Port: base + OFFSETS.s3,
    postgresPort: base + OFFSETS.postgres,
    redisPort: base + OFFSETS.redis,
    /** Private servers unless the environment names external ones (then faults are skipped). */
    privateDatabase: !externalDatabase,
    privateRedis: !externalRedis,
    databaseUrl:
      externalDatabase ?? `postgres://postgres@127.0.0.1:${base + OFFSETS.postgres}/club`,
    redisUrl: externalRedis ?? `redis://127.0.0.1:${base + OFFSETS.redis}`,
    workersBuilt: existsSync(WORKER_ENTRY),
  };
}

/** The files of the topology's state, all under .topology/. */
export const paths = {
  state: join(STATE_DIR, 'state.json'),
  secrets: join(STATE_DIR, 'secrets.json'),
  logs: join(STATE_DIR, 'logs'),
  pids: join(STATE_DIR, 'pids'),
  nginx: join(STATE_DIR, 'nginx'),
  /** The edge's certificate and the local CA that signed it (edge-certificate.mjs). */
  tls: join(STATE_DIR, 'tls'),
  postgres: join(STATE_DIR, 'postgres'),
  postgresSocket: join(STATE_DIR, 'postgres-socket'),
  redis: join(STATE_DIR, 'redis'),
  s3: join(STATE_DIR, 's3'),
  apiData: (index) => join(STATE_DIR, `api-${index}`),
};
