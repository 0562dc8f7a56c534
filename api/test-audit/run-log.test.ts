/**
 * Runs after every API test (its own vitest project, a later group): reads the
 * logs all test apps wrote during the run and the secrets the tests saw
 * (test/helpers/run-log.ts), and finds none of the secrets in the logs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

function readAll(prefix: string): string[] {
  const dir = inject('apiTestLogDir');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** A six-digit code as a whole number, not part of a longer number, a uuid or a word. */
function codePattern(code: string): RegExp {
  return new RegExp(`(?<![\\w.])${code}(?!\\w)`);
}

describe("the API test run's logs", () => {
  const logs = readAll('log-').join('');
  const secrets = readAll('secrets-')
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; value: string });

  it.skipIf(logs === '')(
    'were written, with requests, errors and the secrets the tests saw',
    () => {
      expect(logs).toContain('"reqId"');
      expect(logs).toContain('request completed');
      expect(logs).toContain('"level":50');
      const kinds = new Set(secrets.map((secret) => secret.kind));
      expect([...kinds].sort()).toEqual([
        'accessToken',
        'code',
        'cookie',
        'linkToken',
        'nonce',
        'signature',
      ]);
      expect(secrets.length).toBeGreaterThan(100);
    },
  );

  it.skipIf(logs === '')(
    'hold no code, nonce, token, refresh cookie, link token or upload signature',
    () => {
      const leaked = secrets.filter(({ kind, value }) =>
        kind === 'code' ? codePattern(value).test(logs) : logs.includes(value),
      );
      expect(leaked.map(({ kind }) => kind)).toEqual([]);
    },
  );
});
