import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { RedeployableRemote } from '../support/remote-server';
import { SITE_URL, SPEC_PORTS } from '../support/site';
import { buildSharedVariant } from '../tools/build-shared-variant.mjs';
import { fetchForRoute } from '../support/route-fetch';

/**
 * The shell's service worker (/sw.js) and web app manifest: a return visit
 * starts from the files kept on the device, while what decides which build of
 * each remote runs still comes from the network; and the site can be
 * installed on a phone's home screen.
 *
 * The other specs block service workers (playwright.config.ts), so that their
 * pages do not depend on when the worker took over; these allow it.
 */
test.use({ serviceWorkers: 'allow' });

/** Resolves once the site's service worker controls the page (it registers when the page is idle). */
async function untilTheServiceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
    polling: 100,
  });
}

interface Load {
  /** Every answer the page got: URL, and whether the service worker gave it. */
  answers: { url: string; fromServiceWorker: boolean }[];
  /** What the service worker itself asked the network for. */
  fetchedByWorker: Set<string>;
}

/** Records one page load: what the page was answered, and what the worker fetched for it. */
async function recordLoad(page: Page, load: () => Promise<unknown>): Promise<Load> {
  const answers: Load['answers'] = [];
  const fetchedByWorker = new Set<string>();
  const onResponse = (response: Response) =>
    answers.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  const onRequest = (request: { url: () => string; serviceWorker: () => unknown }) => {
    if (request.serviceWorker()) fetchedByWorker.add(request.url());
  };
  page.on('response', onResponse);
  page.context().on('request', onRequest);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
    page.context().off('request', onRequest);
  }
  return { answers, fetchedByWorker };
}

/**
 * The home page starts its own code when the visitor heads for it (decision 0049): a pointer
 * over its slogans' dots does, and the page has taken over once it is no longer held.
 */
async function useTheHomePage(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Choose slogan' }).getByRole('button').first().hover();
  await expect(page.locator('[data-held]')).toHaveCount(0);
}

const urlsUnder = (load: Load, prefix: string) =>
  load.answers.filter(({ url }) => url.startsWith(prefix));

/** The width and height a PNG's header gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('a return visit starts from the files the service worker keeps', () => {
  test('the shell’s and the remote’s hashed files come from the worker; config and manifests from the network', async ({
    page,
  }) => {
    const config = (await (await page.request.get('/config.json')).json()) as {
      remotes: Record<string, string>;
      apiUrl: string;
    };
    const marketing = new URL(config.remotes.marketing as string).origin;

    // First visit: the worker installs once the page is idle, with the shell's boot files.
    await page.goto('/');
    await useTheHomePage(page);
    await untilTheServiceWorkerControls(page);
    const bootFiles = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[rel="preload"][as="script"]')].map(
        (element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href,
      ),
    );
    expect(bootFiles.length).toBeGreaterThan(2);
    // The remote's files this first visit loaded before the worker took over are handed to it
    // and stored, so that the very next visit needs them from the network no more.
    const firstVisitRemoteFiles = await page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .map(({ name }) => name)
          .filter((url) => url.startsWith(`${origin}/static/`)),
      marketing,
    );
    expect(firstVisitRemoteFiles.length).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page.evaluate(async (urls) => {
            const store = await caches.open('club-hashed-files');
            const kept = await Promise.all(urls.map((url) => store.match(url)));
            return urls.filter((_, index) => !kept[index]);
          }, firstVisitRemoteFiles),
        { message: 'files of the first visit the worker has not stored', timeout: 15_000 },
      )
      .toEqual([]);

    // A reload: every script of the shell is given by the worker, the boot files from its store.
    const reload = await recordLoad(page, async () => {
      await page.reload();
      await useTheHomePage(page);
    });
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    const shellScripts = urlsUnder(reload, `${SITE_URL}/static/js/`);
    expect(shellScripts.length).toBeGreaterThan(0);
    for (const answer of shellScripts) expect(answer.fromServiceWorker, answer.url).toBe(true);
    for (const file of bootFiles) expect(reload.fetchedByWorker, file).not.toContain(file);
    const remoteFiles = urlsUnder(reload, `${marketing}/static/`);
    expect(remoteFiles.length).toBeGreaterThan(0);
    for (const answer of remoteFiles) expect(answer.fromServiceWorker, answer.url).toBe(true);
    for (const file of firstVisitRemoteFiles)
      expect(reload.fetchedByWorker, file).not.toContain(file);
    // What says which build runs is asked of the network at every load.
    expect(reload.fetchedByWorker).toContain(`${SITE_URL}/config.json`);
    expect(reload.fetchedByWorker).toContain(`${marketing}/mf-manifest.json`);
    expect(reload.fetchedByWorker).toContain(`${marketing}/remoteEntry.js`);
    // The API is never the worker's business: its answers hold members' data.
    for (const url of reload.fetchedByWorker) expect(url).not.toContain(config.apiUrl);

    // Another page: the shell's files seen before are not fetched again.
    const about = await recordLoad(page, () => page.goto('/about'));
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toContainText(/about/i);
    const seenBefore = new Set(reload.answers.map(({ url }) => url));
    const keptShellFiles = urlsUnder(about, `${SITE_URL}/static/`).filter(({ url }) =>
      seenBefore.has(url),
    );
    expect(keptShellFiles.length).toBeGreaterThan(0);
    for (const answer of keptShellFiles) {
      expect(answer.fromServiceWorker, answer.url).toBe(true);
      expect(about.fetchedByWorker, answer.url).not.toContain(answer.url);
    }
    expect(about.fetchedByWorker).toContain(`${SITE_URL}/config.json`);
    // About starts its own code only when the visitor uses it: its remote is not asked at all.
    expect(about.fetchedByWorker).not.toContain(`${marketing}/mf-manifest.json`);

    // Back to the home page: the remote's files too come from the store, on the remote's own
    // origin, while its manifest is asked of the network again.
    const home = await recordLoad(page, async () => {
      await page.goto('/');
      await useTheHomePage(page);
    });
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    const keptRemoteFiles = urlsUnder(home, `${marketing}/static/`);
    expect(keptRemoteFiles.some(({ url }) => url.startsWith(`${marketing}/static/js/`))).toBe(true);
    for (const answer of keptRemoteFiles) {
      expect(answer.fromServiceWorker, answer.url).toBe(true);
      expect(home.fetchedByWorker, answer.url).not.toContain(answer.url);
    }
    expect(home.fetchedByWorker).toContain(`${marketing}/mf-manifest.json`);

    // Without a network, a page seen before still opens from the worker's store.
    await page.context().setOffline(true);
    await page.goto('/about');
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toContainText(/about/i);
    await page.context().setOffline(false);
  });
});

const VARIANT_MARK = '[data-shared-variant="newer-shared-release"]';
const MARKETING_DIST = fileURLToPath(new URL('../../mf-marketing/dist/', import.meta.url));
/** Its own folder: the versioned-sharing spec may be building its variant meanwhile. */
const NEWER_BUILD_DIST = fileURLToPath(
  new URL('../.variant/marketing-redeployed', import.meta.url),
);

test.describe('a remote redeployed or rolled back', () => {
  let remote: RedeployableRemote<'current' | 'newer'> | null = null;

  test.beforeAll(async () => {
    // A second build of the marketing remote, one that can be told apart on the page
    // (its buttons are marked), as a release the remote's team deploys alone.
    test.setTimeout(180_000);
    remote = new RedeployableRemote(SPEC_PORTS.redeployedRemote, {
      current: MARKETING_DIST,
      newer: buildSharedVariant(NEWER_BUILD_DIST),
    });
    await remote.start();
  });

  test.afterAll(async () => {
    await remote?.stop();
  });

  test('is used at the very next load, though the service worker controls the page', async ({
    page,
    context,
  }) => {
    if (!remote) throw new Error('the remote server did not start');
    const deployed = remote;
    // The operator's config points the marketing pages at this remote's origin. The route is
    // the context's: it sees what the service worker fetches, which the page's would not.
    await context.route('**/config.json', async (route) => {
      const response = await fetchForRoute(route);
      const config = (await response.json()) as { remotes: Record<string, string> };
      config.remotes.marketing = deployed.manifestUrl;
      await route.fulfill({ response, json: config });
    });
    const remotePage = page.locator('main [data-remote="marketing"]');
    const remoteOrigin = new URL(deployed.manifestUrl).origin;

    await page.goto('/about');
    await untilTheServiceWorkerControls(page);
    const current = await recordLoad(page, () => page.reload());
    await expect(remotePage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(VARIANT_MARK)).toHaveCount(0);
    const currentFiles = urlsUnder(current, `${remoteOrigin}/static/`);
    expect(currentFiles.length).toBeGreaterThan(0);
    for (const answer of currentFiles) expect(answer.fromServiceWorker, answer.url).toBe(true);

    // The newer build goes live: the next load uses it.
    deployed.deploy('newer');
    await page.reload();
    await expect(remotePage.locator(VARIANT_MARK).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Rolled back: the next load uses the previous build again, its files from the worker's store.
    deployed.deploy('current');
    const rolledBack = await recordLoad(page, () => page.reload());
    await expect(remotePage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(VARIANT_MARK)).toHaveCount(0);
    expect(rolledBack.fetchedByWorker).toContain(deployed.manifestUrl);
    const keptFiles = urlsUnder(rolledBack, `${remoteOrigin}/static/`);
    expect(keptFiles.length).toBeGreaterThan(0);
    for (const answer of keptFiles) {
      expect(answer.fromServiceWorker, answer.url).toBe(true);
      expect(rolledBack.fetchedByWorker, answer.url).not.toContain(answer.url);
    }
  });
});

test.describe('installing the site on a phone', () => {
  test('the page names a valid manifest with its icons, and a service worker controls it', async ({
    page,
  }) => {
    await page.goto('/');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const answer = await page.request.get(manifestUrl as string);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'BizBridge Club',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      manifest.theme_color,
    );

    const icons = [
      ...[192, 512].map((size) => ({ size, purpose: 'any' })),
      { size: 512, purpose: 'maskable' },
    ];
    for (const { size, purpose } of icons) {
      const icon = manifest.icons.find(
        (entry) => entry.sizes === `${size}x${size}` && (entry.purpose ?? 'any') === purpose,
      );
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const image = await page.request.get(icon?.src as string);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: size, height: size });
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(appleIcon as string)).body()).width).toBe(180);

    // The worker's script is asked for again at every check, so a new release reaches it.
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // Chromium's own reading: the manifest parses without errors and nothing stops the install.
    await untilTheServiceWorkerControls(page);
    const devtools = await page.context().newCDPSession(page);
    const { errors } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // Playwright's browser contexts are private windows, where Chromium never installs.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  });
});
