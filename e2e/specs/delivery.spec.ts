import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { fileURLToPath } from 'node:url';
import { createPrerenderedPages } from '../../scripts/prerendered-pages.mjs';
import { SITE_URL, SPEC_PORTS } from '../support/site';

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

test.describe('prerendered public pages', () => {
  test('arrive with their content, title and styles in the HTML, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/connect/producers');
    await expect(page).toHaveTitle('Producers | BizBridge Club');
    const prerendered = page.locator('[data-prerendered-page="/connect/producers"]');
    await expect(prerendered.locator('h1')).toHaveText('Producers');
    await expect(prerendered.getByText('Apparels & Accessories')).toBeVisible();
    // Drawn with the page's own styles: white on the dark hero band, not default black text.
    const titleColour = await prerendered
      .locator('h1')
      .evaluate((title) => getComputedStyle(title).color);
    expect(titleColour).toBe('rgb(255, 255, 255)');
    // Until the app works, nothing in it can be used or is announced.
    await expect(prerendered).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Producers' })).toHaveCount(0);
    // The header and footer too: a focus or a click before the app takes over would be lost.
    const layout = page.locator('[data-prerendered-layout]');
    await expect(layout).toHaveAttribute('inert', '');
    await expect(layout.locator('header a[href="/connect/membership"]').first()).toBeAttached();
    await expect(layout.locator('footer')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await context.close();
  });

  test('are taken over by the app, which then works as usual', async ({ page }) => {
    await page.goto('/connect/producers');
    await expect(page.getByRole('heading', { level: 1, name: 'Producers' })).toBeVisible();
    await expect(page.locator('[data-prerendered-page], [data-prerendered-layout]')).toHaveCount(0);
    await page.getByRole('button', { name: /Apparels & Accessories/ }).click();
    await expect(page.getByRole('dialog', { name: 'Apparels & Accessories' })).toBeVisible();
  });

  test('pages that are not public, or drawn from their query, come without one', async ({
    request,
  }) => {
    for (const path of ['/my-account', '/members?q=steel', '/newsletter/confirm?token=abc']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('data-prerendered-page');
      expect(html, path).toContain('<div id="root"></div>');
    }
    // Campaign tags do not change a page.
    const tagged = await (await request.get('/about?utm_source=newsletter')).text();
    expect(tagged).toContain('data-prerendered-page="/about"');
  });

  test('without the remote’s HTML in time, a page is sent with its header, footer and spinner', async ({
    request,
  }) => {
    const config = (await (await request.get('/config.json')).json()) as {
      remotes: Record<string, string>;
    };
    const shellRoot = fileURLToPath(new URL('../../shell/dist', import.meta.url));
    const gone = `http://localhost:${SPEC_PORTS.neverServed}/mf-manifest.json`;
    const withRemote = createPrerenderedPages({ shellRoot, remotes: config.remotes });
    const withoutRemote = createPrerenderedPages({
      shellRoot,
      remotes: { ...config.remotes, marketing: gone },
    });

    const whole = (await withRemote?.('/about')) ?? '';
    expect(whole).toContain('data-prerendered-page="/about"');
    expect(whole).toContain('<title>About Us | BizBridge Club</title>');

    const started = Date.now();
    const partial = (await withoutRemote?.('/about')) ?? '';
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(partial).not.toContain('data-prerendered-page');
    expect(partial).toContain('<title>About Us | BizBridge Club</title>');
    expect(partial).toContain('Loading page');
    expect(partial).toContain('<footer');
    // Only public pages of the site have one.
    expect(await withRemote?.('/my-account')).toBeUndefined();
  });
});
