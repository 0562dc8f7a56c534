/**
 * What `pnpm topology up` checks before it starts anything: the builds, every
 * program it runs (with the command that installs it), and a free port for
 * every process. All problems are reported together, so one run tells the
 * operator everything to fix.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { API_ENTRY, API_PROCESSES, REPO_ROOT, WORKERS } from './layout.mjs';
import { findPostgresBin, NGINX, POSTGRES_ROOT } from './services.mjs';

const BUILDS = [
  'shell',
  'mf-marketing',
  'mf-onboarding',
  'mf-member-area',
  'mf-news-admin',
  'mf-events',
];

/** Debian's package lists may be empty on a fresh machine: every hint updates them first. */
const install = (packages) => `apt-get update && apt-get install -y ${packages}`;

export function missingBuilds() {
  const missing = BUILDS.filter((app) => !existsSync(join(REPO_ROOT, app, 'dist', 'index.html')));
  if (!existsSync(API_ENTRY)) missing.push('api');
  return missing;
}

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `name` is an executable on PATH. */
function onPath(name, env = process.env) {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => executable(join(dir, name)));
}

/** Whether nothing listens on 127.0.0.1:`port` (the address every process binds). */
function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/** Every port `up` will listen on, with the process that takes it. */
export function plannedPorts(layout) {
  const ports = [
    { name: 'nginx (HTTPS)', port: layout.edgePort },
    { name: 'nginx (HTTP)', port: layout.edgeHttpPort },
    ...layout.sitePorts.map((port, index) => ({ name: `site-${index + 1}`, port })),
    ...layout.apiPorts.map((port, index) => ({ name: `api-${index + 1}`, port })),
    { name: 's3', port: layout.s3Port },
  ];
  if (layout.privateDatabase) ports.push({ name: 'postgres', port: layout.postgresPort });
  if (layout.privateRedis) ports.push({ name: 'redis', port: layout.redisPort });
  const metricsUsers = API_PROCESSES + (layout.workersBuilt ? WORKERS : 0);
  layout.metricsPorts.slice(0, metricsUsers).forEach((port, index) => {
    const name = index < API_PROCESSES ? `api-${index + 1}` : `worker-${index - API_PROCESSES + 1}`;
    ports.push({ name: `${name} metrics`, port });
  });
  return ports;
}

/**
 * Everything that would stop `up` half-way, as one line each (empty: go).
 * @returns {Promise<string[]>}
 */
export async function preflightProblems(layout, env = process.env) {
  const problems = [];
  const missing = missingBuilds();
  if (missing.length > 0) problems.push(`not built: ${missing.join(', ')}: pnpm build`);
  if (!executable(NGINX)) {
    problems.push(
      `nginx not found (${NGINX}): ${install('nginx libnginx-mod-http-brotli-static')}`,
    );
  }
  if (!onPath('openssl', env)) problems.push(`openssl not found: ${install('openssl')}`);
  if (layout.privateDatabase) {
    const absent = ['initdb', 'pg_ctl'].filter((tool) => !findPostgresBin(tool));
    if (absent.length > 0) {
      problems.push(
        `PostgreSQL's ${absent.join(' and ')} not found in ${POSTGRES_ROOT}/*/bin: ${install('postgresql')}` +
          ' (or TOPOLOGY_DATABASE_URL for an external server)',
      );
    }
  }
  if (layout.privateRedis && !onPath('redis-server', env)) {
    problems.push(
      `redis-server not found: ${install('redis-server')} (or TOPOLOGY_REDIS_URL for an external server)`,
    );
  }
  for (const { name, port } of plannedPorts(layout)) {
    if (!(await portFree(port))) {
      problems.push(
        `port ${port} (${name}) is in use: stop what listens there or set TOPOLOGY_PORT_BASE`,
      );
    }
  }
  return problems;
}
