// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@club/shared/contract/api-routes';
import {
  ACCESS_LEVELS,
  defineEndpoints,
  endpointName,
  endpointUrl,
  type Endpoint,
} from '@club/shared/contract/endpoint';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const endpoints: Endpoint[] = Object.values(apiRoutes).flatMap((group) => Object.values(group));

/** Source folders that call or serve the API; the route table itself is the one place paths live. */
const SOURCE_ROOTS = [
  'shell/src',
  'mf-marketing/src',
  'mf-onboarding/src',
  'mf-member-area/src',
  'mf-news-admin/src',
  'shared/src',
  'api/src',
];
/** The contract holds the route table; the route manifests hold page URLs (some equal API paths). */
const EXCLUDED = ['shared/src/contract/', 'shared/src/routes/'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * A string literal that starts like the endpoint's path, with its parameters
 * written as anything (`/leads/${id}`, '/leads/' + id): a hand-made call.
 */
function literalPattern(endpoint: Endpoint): RegExp {
  const segments = endpoint.path
    .split('/')
    .slice(1)
    .map((segment) =>
      segment.startsWith(':') || segment === '*'
        ? String.raw`(?:\$\{[^}]+\}|[^'"\`/\s]+|['"\`]\s*\+)`
        : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
    );
  return new RegExp(String.raw`['"\`]/${segments.join('/')}(?:['"\`?]|$)`, 'm');
}

describe('the route table', () => {
  it('names each route once, with an access level the API knows', () => {
    const names = endpoints.map(endpointName);
    expect(new Set(names).size).toBe(names.length);
    for (const endpoint of endpoints) expect(ACCESS_LEVELS).toContain(endpoint.access);
  });

  it('is the only place an API path is written: no app or API source pairs a path by hand', () => {
    const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(repoRoot, root))).filter(
      (file) => !EXCLUDED.some((excluded) => relative(repoRoot, file).startsWith(excluded)),
    );
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const endpoint of endpoints) {
        if (literalPattern(endpoint).test(text)) {
          found.push(`${relative(repoRoot, file)}: ${endpointName(endpoint)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('does not compile a route without an access level, or a members route without its message', () => {
    const forgotten = defineEndpoints({
      // @ts-expect-error: who may call the route is not said
      list: { method: 'GET', path: '/forgotten', tag: 'X', summary: 'x', response: null },
    });
    const unexplained = defineEndpoints({
      // @ts-expect-error: a members' route names the message everyone else sees
      list: { method: 'GET', path: '/x', access: 'member', tag: 'X', summary: 'x', response: null },
    });
    expect(Object.keys({ ...forgotten, ...unexplained })).toEqual(['list']);
  });

  it('builds a call address from the path and encoded parameters', () => {
    const [sample] = endpoints;
    if (!sample) throw new Error('the route table is empty');
    expect(endpointUrl({ ...sample, path: '/leads/:id/save' }, { id: 'a b/c' })).toBe(
      '/leads/a%20b%2Fc/save',
    );
    expect(() => endpointUrl({ ...sample, path: '/leads/:id' })).toThrow(/missing/);
  });
});
