import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../support/site';

const BROTLI = { 'Accept-Encoding': 'br, gzip' };
const GZIP_ONLY = { 'Accept-Encoding': 'gzip' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function headersOf(request: APIRequestContext, url: string, headers = BROTLI) {
  const response = await request.get(url, { headers });
  expect(response.status(), url).toBe(200);
  return response.headers();
}

/** The files a page loads: the shell's entry script and its remotes, from config.json. */
async function siteFiles(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the shell entry script').toBeTruthy();
  const config = (await (await request.get('/config.json')).json()) as {
    remotes: { marketing: string };
  };
  return { entry: new URL(entry as string, SITE_URL).href, marketing: config.remotes.marketing };
}

test.describe('how the site is delivered', () => {
  test('text files are sent pre-compressed: Brotli when accepted, else gzip', async ({
    request,
  }) => {
    const { entry, marketing } = await siteFiles(request);
    const remoteEntry = new URL('remoteEntry.js', marketing).href;
    for (const url of [entry, remoteEntry, marketing, `${SITE_URL}/`]) {
      const brotli = await headersOf(request, url);
      expect(brotli['content-encoding'], url).toBe('br');
      expect(brotli.vary, url).toContain('Accept-Encoding');
      expect((await headersOf(request, url, GZIP_ONLY))['content-encoding'], url).toBe('gzip');
    }
    expect((await headersOf(request, entry))['content-type']).toContain('javascript');
  });

  test('hashed files are cached for a year; pages, config and manifests are revalidated', async ({
    request,
  }) => {
    const { entry, marketing } = await siteFiles(request);
    expect((await headersOf(request, entry))['cache-control']).toBe(IMMUTABLE);
    for (const url of [
      `${SITE_URL}/`,
      `${SITE_URL}/about`,
      `${SITE_URL}/config.json`,
      marketing,
      new URL('remoteEntry.js', marketing).href,
      new URL('route-manifest.json', marketing).href,
    ]) {
      expect((await headersOf(request, url))['cache-control'], url).toBe('no-cache');
    }
  });
});
