/**
 * HSTS from the site's own servers: on every answer when browsers reach them
 * over HTTPS (BEHIND_TLS=1), never in development on plain HTTP.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBehindTls, STRICT_TRANSPORT_SECURITY } from './site-headers.mjs';
import { startStaticServer } from './static-server.mjs';

const root = mkdtempSync(join(tmpdir(), 'club-static-'));
mkdirSync(join(root, 'static'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Club</title>');
writeFileSync(join(root, 'static', 'app.0123abcd.js'), 'console.info("app");\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every kind of answer: a page, a file, config.json, a missing file, a refused path. */
const PATHS = ['/', '/members', '/static/app.0123abcd.js', '/config.json', '/gone.js', '/%2f'];

/** The Strict-Transport-Security header of each answer of a server started with `options`. */
async function hstsOfEachAnswer(options) {
  const server = await startStaticServer({ root, port: 0, spa: true, config: {}, ...options });
  try {
    const answers = {};
    for (const path of PATHS) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      answers[path] = response.headers.get('strict-transport-security');
    }
    return answers;
  } finally {
    await server.close();
  }
}

describe('Strict-Transport-Security from the static servers', () => {
  it('is on every answer of a server behind TLS', async () => {
    const answers = await hstsOfEachAnswer({ behindTls: true });
    expect(answers).toEqual(
      Object.fromEntries(PATHS.map((path) => [path, STRICT_TRANSPORT_SECURITY])),
    );
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
  });

  it('is on no answer in development on plain HTTP, so localhost is never pinned to HTTPS', async () => {
    const answers = await hstsOfEachAnswer({});
    expect(answers).toEqual(Object.fromEntries(PATHS.map((path) => [path, null])));
  });
});

describe('BEHIND_TLS', () => {
  it('is off unless set, and on with 1 for an https:// public URL', () => {
    expect(parseBehindTls(undefined, 'http://localhost:3000')).toBe(false);
    expect(parseBehindTls('0', 'https://club.example')).toBe(false);
    expect(parseBehindTls('1', 'https://club.example')).toBe(true);
  });

  it('refuses a public URL on plain HTTP, and values that are not a yes or a no', () => {
    expect(() => parseBehindTls('1', 'http://localhost:9300')).toThrow(
      'BEHIND_TLS=1 says browsers come over HTTPS, so the public URL must be https:// (it is http://localhost:9300)',
    );
    expect(() => parseBehindTls('https', 'https://club.example')).toThrow(
      'BEHIND_TLS takes 1 or 0, not "https"',
    );
  });
});
