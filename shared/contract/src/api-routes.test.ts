// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@club/contract/api-routes';
import { devApiRoutes } from '@club/contract/dev-api-routes';
import {
  ACCESS_LEVELS,
  defineEndpointGroup,
  defineEndpoints,
  endpointName,
  endpointUrl,
  type Endpoint,
} from '@club/contract/endpoint';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const endpoints: Endpoint[] = Object.values({ ...apiRoutes, ...devApiRoutes }).flatMap((group) =>
  Object.values(group),
);

/** Source folders that call or serve the API; the route table itself is the one place paths live. */
const SOURCE_ROOTS = [
  'shell/src',
  'mf-marketing/src',
  'mf-onboarding/src',
  'mf-member-area/src',
  'mf-news-admin/src',
  'shared/contract/src',
  'shared/platform/src',
  'shared/ui/src',
  'api/src',
];
/**
 * The contract holds the route table; the page addresses and the apps' route
 * manifests (with the shell's copies) hold page URLs, some equal to API paths (`/news`).
 */
const EXCLUDED = [
  'shared/contract/src/',
  'shell/src/routes/',
  'mf-marketing/src/routes/',
  'mf-onboarding/src/routes/',
  'mf-member-area/src/routes/',
  'mf-news-admin/src/routes/',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Stands for a `${...}` substitution in the joined text of a template literal. */
const SUBSTITUTION = '\u0000';

/**
 * The text of every string and template literal in a source file (comments and
 * code are not looked at), each template's substitutions as SUBSTITUTION.
 */
function literalsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      found.push(
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(SUBSTITUTION),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The route's path written out in a literal: its fixed segments, each
 * parameter as any text or a substitution (`/leads/${id}`), at the start of
 * the literal or after a quote, `=` or a space (an HTML attribute, a sentence).
 */
function pathPattern(endpoint: Endpoint): RegExp {
  const segments = endpoint.path
    .split('/')
    .slice(1)
    .map((segment) =>
      segment.startsWith(':') || segment === '*'
        ? '[^/"\'\\s?]+'
        : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
    );
  return new RegExp(`(?:^|["'=\\s(])/${segments.join('/')}(?=$|["'?\\s)${SUBSTITUTION}])`);
}

describe('the route table', () => {
  it('names each route once, with an access level the API knows', () => {
    const names = endpoints.map(endpointName);
    expect(new Set(names).size).toBe(names.length);
    for (const endpoint of endpoints) expect(ACCESS_LEVELS).toContain(endpoint.access);
  });

  // It reads every source file of the repository: on a busy machine, more than the default 5 s.
  it(
    'is the only place an API path is written: no app or API source pairs a path by hand',
    {
      timeout: 60_000,
    },
    () => {
      const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(repoRoot, root))).filter(
        (file) => !EXCLUDED.some((excluded) => relative(repoRoot, file).startsWith(excluded)),
      );
      const patterns = endpoints.map((endpoint) => [endpoint, pathPattern(endpoint)] as const);
      const found = new Set<string>();
      for (const file of files) {
        for (const literal of literalsOf(file, readFileSync(file, 'utf8'))) {
          for (const [endpoint, pattern] of patterns) {
            if (pattern.test(literal))
              found.add(`${relative(repoRoot, file)}: ${endpointName(endpoint)}`);
          }
        }
      }
      expect([...found]).toEqual([]);
    },
  );

  it('finds a path written by hand, with its parameters as text or substitutions', () => {
    const [pattern] = endpoints
      .filter((endpoint) => endpoint.path === '/leads/:id/save')
      .map(pathPattern);
    if (!pattern) throw new Error('no /leads/:id/save in the route table');
    const hits = literalsOf(
      'sample.ts',
      [
        '// a comment about /leads/1/save is no call',
        'const a = `/leads/${id}/save`;',
        "const b = '/leads/1/save?x=1';",
        'const c = `<form action="/leads/${id}/save">`;',
        "const d = '/leads/1/saved';",
        "const e = 'see `/leads/1/save`';",
      ].join('\n'),
    ).filter((literal) => pattern.test(literal));
    expect(hits).toHaveLength(3);
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

  it("gives a group's routes its access level, message and tag, unless a route says its own", () => {
    const group = defineEndpointGroup(
      { access: 'member', notAMemberMessage: 'Members only', tag: 'Leads' },
      {
        list: { method: 'GET', path: '/things', summary: 'x', response: null },
        total: { method: 'GET', path: '/total', access: 'public', summary: 'x', response: null },
      },
    );
    expect(group.list).toMatchObject({ access: 'member', notAMemberMessage: 'Members only' });
    expect(group.list.tag).toBe('Leads');
    expect(group.total).toEqual({
      method: 'GET',
      path: '/total',
      access: 'public',
      tag: 'Leads',
      summary: 'x',
      response: null,
    });
  });

  it('does not compile a group route that ends up without an access level or its message', () => {
    const untagged = defineEndpointGroup(
      { tag: 'X' },
      {
        // @ts-expect-error: neither the group nor the route says who may call it
        list: { method: 'GET', path: '/forgotten', summary: 'x', response: null },
      },
    );
    const unexplained = defineEndpointGroup(
      { tag: 'X' },
      {
        // @ts-expect-error: a members' route names the message everyone else sees
        list: { method: 'GET', path: '/x', access: 'member', summary: 'x', response: null },
      },
    );
    expect(Object.keys({ ...untagged, ...unexplained })).toEqual(['list']);
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
