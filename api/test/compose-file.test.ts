/**
 * The deployment files against the API's settings and the one build script:
 * deploy/compose.yaml names every variable the API reads (set, or commented
 * with its default in `x-api-environment`) and no variable the API does not
 * read, its edge speaks HTTPS with a mounted certificate, and each Dockerfile
 * builds with scripts/build-artifact.sh and nothing else.
 */
import { readFileSync } from 'node:fs';
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
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
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
    expect(option('--public-url')).toBe('${CLUB_PUBLIC_URL:-https://localhost:8443}');
  });

  it('tells the API and the site hosts they sit behind TLS, at an https:// public URL', () => {
    expect(compose[ANCHOR_KEY]).toMatchObject({
      BEHIND_TLS: '1',
      PUBLIC_URL: '${CLUB_PUBLIC_URL:-https://localhost:8443}/api',
    });
    const site = compose.services.site;
    expect(site?.environment?.BEHIND_TLS).toBe('1');
    expect(site?.command?.[site.command.indexOf('--public-url') + 1]).toBe(
      '${CLUB_PUBLIC_URL:-https://localhost:8443}',
    );
  });
});

describe.each(['deploy/api.Dockerfile', 'deploy/site.Dockerfile'])('%s', (file) => {
  const dockerfile = repoFile(file).replace(/\\\n/g, ' ');
  const instructions = dockerfile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

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
