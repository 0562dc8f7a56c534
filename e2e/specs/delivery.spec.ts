import type { APIRequestContext, Page } from '@playwright/test';
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

/** The shell's entry script: held back, the page stays as the server sent it. */
const SHELL_ENTRY = /\/static\/js\/index\.[0-9a-f]+\.js$/;

/** Holds the shell's entry script of every page `page` loads until `release()`. */
async function holdAppBack(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

test.describe('prerendered public pages', () => {
  test('arrive with their content, title and styles in the HTML, and work as HTML before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Without JavaScript the app never takes over: nothing to wait for after the page has come.
    await page.goto('/connect/producers', { waitUntil: 'commit' });
    await expect(page).toHaveTitle('Producers | BizBridge Club');
    const root = page.locator('#root[data-prerendered-page="/connect/producers"][data-hydrate]');
    await expect(root.locator('h1')).toHaveText('Producers');
    await expect(root.getByText('Apparels & Accessories')).toBeVisible();
    // Drawn with the page's own styles: white on the dark hero band, not default black text.
    const titleColour = await root.locator('h1').evaluate((title) => getComputedStyle(title).color);
    expect(titleColour).toBe('rgb(255, 255, 255)');
    // Announced and usable as it is: headings, landmarks, and links the browser follows.
    await expect(page.getByRole('heading', { level: 1, name: 'Producers' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    // Sign-in is the shell's own page, prerendered too; its field waits for the app.
    await page.goto('/signin', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox').first()).toHaveAttribute('readonly', '');
    await context.close();
  });

  test('a tap on a header or footer link before the app has taken over opens that page', async ({
    page,
  }) => {
    const app = await holdAppBack(page);
    await page.goto('/connect/producers', { waitUntil: 'commit' });
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-booting', '');
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    // Still the server's page (the app's script is held back), and the footer works too.
    await expect(root).toHaveAttribute('data-booting', '');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(root).toHaveAttribute('data-booting', '');
    // Once the script arrives, the app takes over the page the visitor is on.
    app.release();
    await expect(root).not.toHaveAttribute('data-booting', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test("are hydrated by the app: the server's DOM stays, and then works as usual", async ({
    page,
  }) => {
    const redrawn: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('redrawn')) redrawn.push(message.text());
    });
    const app = await holdAppBack(page);
    await page.goto('/connect/producers', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Producers' });
    await expect(heading).toBeVisible();
    // Each element the server sent, tagged before the app runs.
    const sent = await page.evaluate(() => {
      const elements = [...document.querySelectorAll('#root *')];
      elements.forEach((element, index) => element.setAttribute('data-sent', String(index)));
      return elements.length;
    });
    const tile = page.getByRole('button', { name: /Apparels & Accessories/ });
    const tileBefore = await tile.evaluate((element) => element.getAttribute('data-sent'));
    app.release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-booting', '');
    // The same nodes: none replaced, none added, and the app did not draw any part afresh.
    expect(await page.locator('#root [data-sent]').count()).toBe(sent);
    expect(await tile.evaluate((element) => element.getAttribute('data-sent'))).toBe(tileBefore);
    expect(redrawn).toEqual([]);
    await tile.click();
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
    expect(whole).toContain('data-hydrate');
    expect(whole).toContain('<title>About Us | BizBridge Club</title>');

    const partial = (await withoutRemote?.('/about')) ?? '';
    // Sent with the page's spinner, which the app then replaces (there is nothing to hydrate).
    expect(partial).toContain('data-prerendered-page="/about"');
    expect(partial).not.toContain('data-hydrate');
    expect(partial).toContain('<title>About Us | BizBridge Club</title>');
    expect(partial).toContain('Loading page');
    expect(partial).toContain('<footer');
    // Only public pages of the site have one.
    expect(await withRemote?.('/my-account')).toBeUndefined();
  });
});
