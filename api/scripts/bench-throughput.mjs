/**
 * Benchmark: requests per second of the API's public list endpoints, each as a
 * share of a bare Fastify "hello world" measured in the same run on the same
 * machine (target: at least 50 %). Runs the built API (`pnpm build` first) on
 * a fresh embedded database with demo data, as `pnpm start` does, logging one
 * line per request as in production. Rounds alternate between the servers and
 * the median round counts, so a busy moment on the machine skews one round,
 * not the result.
 *
 *   node api/scripts/bench-throughput.mjs [--seconds 4] [--connections 50] [--rounds 3]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const TARGET = 0.5;
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const ENDPOINTS = [
  '/news',
  '/states',
  '/categories',
  '/subcategories?categoryId=1',
  '/firm-types',
  '/revenue-bands',
  '/membership/types',
];

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url, child) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A bare Fastify: the ceiling this machine and Node set for any route. */
const HELLO_WORLD = `
  import Fastify from 'fastify';
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * With taskset and two cores or more, the servers run on the last core and the
 * load generator (this process) on the first, so the client's own work does
 * not eat into what is measured, and both servers get the same core.
 */
// Read before pinning: once this process is pinned, availableParallelism() counts one core.
const cores = availableParallelism();
const serverCore = String(cores - 1);
const pinned = cores >= 2 && spawnSync('taskset', ['-cp', '0', String(process.pid)]).status === 0;
function startServer(args, options) {
  return pinned
    ? spawn('taskset', ['-c', serverCore, process.execPath, ...args], options)
    : spawn(process.execPath, args, options);
}

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'club-api-bench-'));
try {
  const helloPort = await freePort();
  const hello = startServer(['--input-type=module', '-e', HELLO_WORLD], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  });
  children.push(hello);

  const apiPort = await freePort();
  const api = startServer([join(apiRoot, 'dist/main.mjs')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      // The load comes from one address: the per-IP limit would measure itself
      // (at about 20,000 requests a second, a million a minute is reached).
      RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    stdio: 'ignore',
  });
  children.push(api);

  await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`, api);

  // Warm both up (JIT, caches), then measure.
  await run(`http://127.0.0.1:${helloPort}/`);
  for (const path of ENDPOINTS) await run(`http://127.0.0.1:${apiPort}${path}`);

  const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
  const samples = new Map([['hello', []], ...ENDPOINTS.map((path) => [path, []])]);
  for (let round = 0; round < rounds; round += 1) {
    samples.get('hello').push(await run(`http://127.0.0.1:${helloPort}/`));
    for (const path of ENDPOINTS)
      samples.get(path).push(await run(`http://127.0.0.1:${apiPort}${path}`));
  }
  const summary = (results) => ({
    rps: median(results.map((result) => result.requests.average)),
    p99: median(results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  });
  const baseline = summary(samples.get('hello'));

  console.info(
    `\nAPI throughput, ${connections} connections, median of ${rounds} rounds of ${seconds} s` +
      `${pinned ? `, servers on core ${serverCore} and the client on core 0` : ''} ` +
      `(target: ≥ ${TARGET * 100} % of hello world); load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}\n`,
  );
  console.info('| endpoint | requests/s | p99 latency | errors | of hello world |');
  console.info('| --- | ---: | ---: | ---: | ---: |');
  let failed = false;
  const print = (name, { rps, p99, errors }) => {
    const ratio = rps / baseline.rps;
    const below = ratio < TARGET || errors > 0;
    failed ||= below;
    console.info(
      `| ${name} | ${Math.round(rps).toLocaleString('en-US')} | ${p99} ms | ${errors} | ${Math.round(ratio * 100)} %${below ? ' ✗' : ''} |`,
    );
  };
  print('hello world (bare Fastify)', baseline);
  for (const path of ENDPOINTS) print(`GET ${path}`, summary(samples.get(path)));
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
