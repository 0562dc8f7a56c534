/**
 * The deployment files against the API's settings and the one build script:
 * deploy/compose.yaml names every variable the API reads (set, or commented
 * with its default in `x-api-environment`) and no variable the API does not
 * read, its edge speaks HTTPS with a mounted certificate, and each Dockerfile
 * builds with scripts/build-artifact.sh and nothing else.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../src/config/config-variables';

const repoFile = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

const ANCHOR_KEY = 'x-api-environment';

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, unknown>;
  deploy?: { replicas?: number; resources?: { limits?: { cpus?: string; memory?: string } } };
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  restart?: string;
  profiles?: string[];
}
interface ComposeFile {
  [ANCHOR_KEY]: Record<string, unknown>;
  services: Record<string, ComposeService>;
}

const text = repoFile('deploy/compose.yaml');
const compose = parse(text, { merge: true }) as ComposeFile;

/** `# NAME: default ...` lines inside the x-api-environment block. */
function commentedVariables(): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${ANCHOR_KEY}:`));
  const block = lines.slice(start + 1);
  const end = block.findIndex((line) => /^\S/.test(line) && !line.startsWith('#'));
  return block
    .slice(0, end < 0 ? undefined : end)
    .flatMap((line) => /^\s+#\s*([A-Z][A-Z0-9_]*): default\b/.exec(line)?.[1] ?? []);
}

const configNames = Object.keys(CONFIG_VARIABLES).sort();

/** The site's public URL: no default, compose refuses to start without it. */
const PUBLIC_URL_VARIABLE = '${CLUB_PUBLIC_URL:?set CLUB_PUBLIC_URL (https://club.example)}';

describe('deploy/compose.yaml', () => {
  it('names every variable of the API configuration, set or commented with its default', () => {
    const set = Object.keys(compose[ANCHOR_KEY]);
    const commented = commentedVariables();
    expect(set.filter((name) => commented.includes(name))).toEqual([]);
    expect([...set, ...commented].sort()).toEqual(configNames);
  });

  it('gives the API and the worker no variable the API does not read', () => {
    for (const name of ['api', 'worker']) {
      const environment = Object.keys(compose.services[name]?.environment ?? {});
      expect(environment.filter((variable) => !configNames.includes(variable))).toEqual([]);
    }
  });

  it('runs 3 API processes, 2 workers and 2 site hosts behind the edge', () => {
    const { api, worker, site, edge } = compose.services;
    expect(api).toMatchObject({ image: 'bizbridge-club/api', deploy: { replicas: 3 } });
    expect(worker).toMatchObject({
      image: 'bizbridge-club/api',
      command: ['node', 'dist/worker.mjs'],
      deploy: { replicas: 2 },
    });
    expect(site?.deploy?.replicas).toBe(2);
    expect(site?.command?.slice(0, 2)).toEqual(['node', 'scripts/site-host.mjs']);
    expect(compose.services['edge-config']?.command).toEqual(
      expect.arrayContaining(['scripts/topology/nginx-config.mjs', 'site:8080', 'api:4000']),
    );
    expect(edge?.image).toMatch(/^nginx:/);
    // The services every process shares.
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio']),
    );
  });
});

describe('the edge of deploy/compose.yaml', () => {
  const render = compose.services['edge-config']?.command ?? [];
  const option = (name: string) => render[render.indexOf(name) + 1];

  it('serves the site over HTTPS with a real certificate from a mounted folder', () => {
    const { edge } = compose.services;
    expect(option('--listen')).toBe('443');
    expect(edge?.ports).toContain('8443:443');
    expect(option('--certificate')).toBe('/etc/club-tls/fullchain.pem');
    expect(option('--certificate-key')).toBe('/etc/club-tls/privkey.pem');
    // The folder is required: compose refuses to start without EDGE_TLS_DIR.
    expect(edge?.volumes).toContain(
      '${EDGE_TLS_DIR:?set EDGE_TLS_DIR to the folder with fullchain.pem and privkey.pem}:/etc/club-tls:ro',
    );
  });

  it('answers plain HTTP only with a redirect to the HTTPS public URL', () => {
    expect(option('--http-listen')).toBe('80');
    expect(compose.services.edge?.ports).toContain('8080:80');
    expect(option('--public-url')).toBe(PUBLIC_URL_VARIABLE);
  });

  it('tells the API and the site hosts they sit behind TLS, at an https:// public URL', () => {
    expect(compose[ANCHOR_KEY]).toMatchObject({
      BEHIND_TLS: '1',
      PUBLIC_URL: `${PUBLIC_URL_VARIABLE}/api`,
    });
    const site = compose.services.site;
    expect(site?.environment?.BEHIND_TLS).toBe('1');
    expect(site?.command?.[site.command.indexOf('--public-url') + 1]).toBe(PUBLIC_URL_VARIABLE);
  });
});

/** Runs a health check's `node -e` script as the container would. */
const spawnAsync = (script: string) => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });

/** `${NAME:?message}` / `${NAME:-default}` references in the compose file. */
const references = [
  ...text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .matchAll(/\$\{([A-Z][A-Z0-9_]*)(:[?-])?([^}]*)\}/g),
].map(([, name = '', operator = '', rest = '']) => ({ name, operator, rest }));

describe('deploy/compose.yaml, its secrets', () => {
  it('has no default for a secret: compose refuses to start without each one', () => {
    const secrets = references.filter(({ name }) => /SECRET|PASSWORD|TOKEN|KEY/.test(name));
    expect(secrets.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'JWT_SECRET',
        'OTP_SECRET',
        'POSTGRES_PASSWORD',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
      ]),
    );
    // Required (`:?`), or optional with an empty default (the SMS gateway's token).
    const withDefault = secrets.filter(({ operator, rest }) => operator !== ':?' && rest !== '');
    expect(withDefault).toEqual([]);
    // The settings production refuses to start without are required here too.
    const required = new Set(
      references.filter((ref) => ref.operator === ':?').map((ref) => ref.name),
    );
    for (const name of [
      'SMTP_URL',
      'SMS_WEBHOOK_URL',
      'CLUB_PUBLIC_URL',
      'INVOICE_SUPPLIER_GSTIN',
    ]) {
      expect(required.has(name), name).toBe(true);
    }
  });

  it('names every required variable in deploy/.env.example, the file the operator fills in', () => {
    const example = repoFile('deploy/.env.example')
      .split('\n')
      .flatMap((line) => /^([A-Z][A-Z0-9_]*)=$/.exec(line)?.[1] ?? []);
    const required = references.filter((ref) => ref.operator === ':?').map((ref) => ref.name);
    expect([...new Set(required)].filter((name) => !example.includes(name))).toEqual([]);
  });

  it('publishes only the edge (and Prometheus on loopback): the object store stays inside', () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name).sort()).toEqual(['edge', 'prometheus']);
    expect(compose.services.prometheus?.ports).toEqual(['127.0.0.1:9090:9090']);
    expect(compose.services.minio?.ports).toBeUndefined();
  });

  it('limits the CPU and memory of every service', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const limits = service.deploy?.resources?.limits;
      expect(limits?.cpus, name).toMatch(/^\d+(\.\d+)?$/);
      expect(limits?.memory, name).toMatch(/^\d+[mg]$/);
    }
  });
});

describe('deploy/compose.yaml, its start order and health checks', () => {
  it('migrates once, in a one-shot service the API processes and workers wait for', () => {
    const { migrate, api, worker } = compose.services;
    expect(migrate).toMatchObject({
      image: 'bizbridge-club/api',
      command: ['node', 'dist/migrate.mjs'],
      restart: 'no',
    });
    expect(repoFile('api/scripts/build.mjs')).toContain("migrate: 'src/migrate.ts'");
    for (const service of [api, worker]) {
      expect(service?.depends_on?.migrate).toEqual({
        condition: 'service_completed_successfully',
      });
    }
  });

  it('checks the worker by the heartbeat file it writes, fresh or stale', () => {
    const worker = compose.services.worker;
    const file = worker?.environment?.WORKER_HEARTBEAT_FILE;
    expect(file).toBe('/tmp/worker-heartbeat');
    const [kind, node, flag, script = ''] = worker?.healthcheck?.test ?? [];
    expect([kind, node, flag]).toEqual(['CMD', 'node', '-e']);
    expect(script).toContain(String(file));

    // The check itself, run here against a file of the test's own.
    const folder = mkdtempSync(join(tmpdir(), 'club-heartbeat-check-'));
    try {
      const heartbeat = join(folder, 'heartbeat');
      const check = () =>
        spawnSync(process.execPath, ['-e', script.replace(String(file), heartbeat)]).status;
      expect(check()).toBe(1);
      writeFileSync(heartbeat, new Date().toISOString());
      expect(check()).toBe(0);
      const old = new Date(Date.now() - 60_000);
      utimesSync(heartbeat, old, old);
      expect(check()).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("checks a site host by its config.json, and the API by the image's /readyz", async () => {
    const [kind, node, flag, script = ''] = compose.services.site?.healthcheck?.test ?? [];
    expect([kind, node, flag]).toEqual(['CMD', 'node', '-e']);
    expect(script).toContain('http://127.0.0.1:8080/config.json');
    expect(repoFile('deploy/api.Dockerfile')).toMatch(/HEALTHCHECK[^]*\/readyz/);

    // The check itself, against a stand-in that answers, then one that fails.
    let status = 200;
    const server = createServer((request, response) => {
      response.writeHead(request.url === '/config.json' ? status : 404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const check = () =>
      new Promise<number | null>((resolve) => {
        const child = spawnAsync(script.replace(':8080/', `:${port}/`));
        child.once('exit', resolve);
      });
    try {
      expect(await check()).toBe(0);
      status = 503;
      expect(await check()).toBe(1);
    } finally {
      server.close();
    }
  });

  it("renders the edge with Docker's resolver, so nginx looks the containers up again", () => {
    const command = compose.services['edge-config']?.command ?? [];
    expect(command[command.indexOf('--resolver') + 1]).toBe('127.0.0.11');
  });
});

describe('deploy/prometheus.yml', () => {
  const prometheus = parse(repoFile('deploy/prometheus.yml')) as {
    scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; port: number }[] }[];
  };

  it('scrapes every API process and worker on their METRICS_PORT, each found by DNS', () => {
    const port = Number(compose[ANCHOR_KEY].METRICS_PORT);
    const scraped = prometheus.scrape_configs.flatMap((job) =>
      job.dns_sd_configs.flatMap((sd) => sd.names.map((name) => `${name}:${sd.port}`)),
    );
    expect(scraped.sort()).toEqual([`api:${port}`, `worker:${port}`]);
    expect(compose.services.prometheus?.volumes).toContain(
      './prometheus.yml:/etc/prometheus/prometheus.yml:ro',
    );
  });
});

describe('.dockerignore', () => {
  it('keeps out everything .gitignore keeps out of the repository, in every folder', () => {
    const entries = (file: string) =>
      repoFile(file)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
        .map((line) => line.replace(/^\/|\/$/g, '').replace(/^\*\*\//, ''));
    const ignored = new Set(entries('.dockerignore'));
    expect(entries('.gitignore').filter((entry) => !ignored.has(entry))).toEqual([]);
  });
});

describe.each(['deploy/api.Dockerfile', 'deploy/site.Dockerfile'])('%s', (file) => {
  const dockerfile = repoFile(file).replace(/\\\n/g, ' ');
  const instructions = dockerfile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('runs no command in its build stage but the pinned pnpm and scripts/build-artifact.sh', () => {
    const buildStage = instructions.slice(
      0,
      instructions.findIndex((line, index) => index > 0 && line.startsWith('FROM ')),
    );
    expect(buildStage.filter((line) => line.startsWith('RUN '))).toEqual([
      'RUN npm install --global pnpm@12.21.0',
      'RUN bash scripts/build-artifact.sh',
    ]);
    // The image's own stage only copies the artifact and prepares folders.
    const finalRuns = instructions
      .slice(buildStage.length)
      .filter((line) => line.startsWith('RUN '))
      .flatMap((line) =>
        line
          .slice(4)
          .split('&&')
          .map((command) => command.trim().split(' ')[0]),
      );
    expect(
      finalRuns.filter((command) => !['mkdir', 'chown', 'chmod'].includes(command ?? '')),
    ).toEqual([]);
  });

  it('builds with scripts/build-artifact.sh only, on node:20-bookworm-slim, as a non-root user', () => {
    const runs = instructions.filter((line) => line.startsWith('RUN '));
    expect(runs).toContain('RUN bash scripts/build-artifact.sh');
    expect(runs.filter((line) => /\b(pnpm|npm|npx|tsc|rsbuild|esbuild)\b/.test(line))).toEqual([
      // The package manager itself, pinned: a tool, not a build step.
      'RUN npm install --global pnpm@12.21.0',
    ]);
    const bases = instructions.filter((line) => line.startsWith('FROM '));
    expect(bases.every((line) => line.startsWith('FROM node:20-bookworm-slim'))).toBe(true);
    expect(instructions.filter((line) => line.startsWith('USER ')).at(-1)).toBe('USER node');
  });
});
