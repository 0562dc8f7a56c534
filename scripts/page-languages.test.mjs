/**
 * Pages in Hindi and Gujarati at the site's host: a visitor who chose a language is sent to
 * the page in it, the prefixes are the contract's languages, and a page exists in every
 * language where it exists in English.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../shared/contract/src/locales.ts';
import { createKnownPaths } from './known-paths.mjs';
import { PREFIXED_LANGUAGES, languageRedirect, withoutLanguage } from './page-response.mjs';
import { startStaticServer } from './static-server.mjs';

const root = mkdtempSync(join(tmpdir(), 'club-languages-'));
mkdirSync(join(root, 'static'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Club</title>');
writeFileSync(join(root, 'static', 'app.0123abcd.js'), 'console.info("app");\n');
writeFileSync(join(root, 'route-patterns.json'), JSON.stringify(['^/$', '^/about$']));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the language prefixes of the host', () => {
  it('are the contract languages other than English', () => {
    expect(PREFIXED_LANGUAGES).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
  });

  it('send a visitor who chose Hindi or Gujarati to the page in it, and nobody else', () => {
    expect(languageRedirect('/about', '?x=1', 'a=b; club_language=hi')).toEqual({
      location: '/hi/about?x=1',
    });
    expect(languageRedirect('/', '', 'club_language=gu')).toEqual({ location: '/gu' });
    expect(languageRedirect('/about', '', 'club_language=en')).toBeUndefined();
    expect(languageRedirect('/about', '', undefined)).toBeUndefined();
    expect(languageRedirect('/hi/about', '', 'club_language=gu')).toBeUndefined();
    expect(languageRedirect('/about', '', 'club_language=fr')).toBeUndefined();
    expect(withoutLanguage('/gu')).toBe('/');
    // The switch's English link remembers English, also clicked before the app has started.
    const english = languageRedirect('/en/about', '?x=1', 'club_language=gu', { secure: true });
    expect(english?.location).toBe('/about?x=1');
    expect(english?.setCookie).toMatch(
      /^club_language=en; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/,
    );
    expect(languageRedirect('/en', '', undefined)?.location).toBe('/');
    expect(languageRedirect('/english', '', undefined)).toBeUndefined();
    expect(withoutLanguage('/hindi')).toBe('/hindi');
  });

  it('knows a page in every language where it knows it in English', async () => {
    const known = createKnownPaths({ shellRoot: root, remoteManifestUrls: [] });
    expect(await known('/hi/about')).toBe(true);
    expect(await known('/gu')).toBe(true);
    expect(await known('/hi/nowhere')).toBe(false);
  });
});

describe('the static server', () => {
  it('redirects pages, never files, by the language cookie', async () => {
    const server = await startStaticServer({ root, port: 0, spa: true, config: {} });
    try {
      const asked = (path) =>
        fetch(`${server.url}${path}`, {
          headers: { cookie: 'club_language=hi' },
          redirect: 'manual',
        });
      const page = await asked('/about?ref=1');
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/hi/about?ref=1');
      const file = await asked('/static/app.0123abcd.js');
      expect(file.status).toBe(200);
      const inHindi = await asked('/hi/about');
      expect(inHindi.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
