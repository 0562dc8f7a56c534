import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { startStaticServer } from '../../scripts/static-server.mjs';
import {
  buildSharedVariant,
  nextMinorVersion,
  sharedPackageVersion,
} from '../tools/build-shared-variant.mjs';
import { SITE_URL, SPEC_PORTS } from '../support/site';
import { fetchForRoute } from '../support/route-fetch';

const VARIANT_PORT = SPEC_PORTS.sharedVariantRemote;
const MARK = '[data-shared-variant="newer-shared-release"]';

/**
 * A remote deployed alone with a newer, compatible @club/ui whose button
 * changed: the remote draws with its own copy, the shell keeps its own, and
 * the page still has one session. The other shared packages keep their own
 * versions, so that remote still shares the shell's contract and platform.
 */
test.describe('versioned sharing of the shared packages', () => {
  let server: { close: () => Promise<void> } | null = null;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startStaticServer({
      root: buildSharedVariant(),
      port: VARIANT_PORT,
      allowedOrigins: [SITE_URL],
    });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('a remote with a newer shared release renders its own copy; the rest keeps the shell’s', async ({
    page,
  }) => {
    const variantRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${VARIANT_PORT}/`)) {
        variantRequests.push(request.url());
      }
    });
    await page.route('**/config.json', async (route) => {
      const response = await fetchForRoute(route);
      const config = (await response.json()) as { remotes: Record<string, string> };
      config.remotes.marketing = `http://localhost:${VARIANT_PORT}/mf-manifest.json`;
      await route.fulfill({ response, json: config });
    });

    await page.goto('/about');
    const remotePage = page.locator('main [data-remote="marketing"]');
    await expect(remotePage.getByRole('heading', { level: 1 })).toBeVisible();

    // The remote's buttons come from its own, newer copy of @club/ui/button...
    await expect(remotePage.locator(MARK).first()).toBeVisible();
    const manifest = (await (
      await page.request.get(`http://localhost:${VARIANT_PORT}/mf-manifest.json`)
    ).json()) as { shared: { name: string; version: string }[] };
    const sharedVersion = (name: string) =>
      manifest.shared.find((entry) => entry.name === name)?.version;
    expect(sharedVersion('@club/ui/button')).toBe(nextMinorVersion());
    // Packages are versioned on their own: a new UI kit leaves the contract and platform shared.
    expect(sharedVersion('@club/contract/news')).toBe(sharedPackageVersion('@club/contract'));
    expect(sharedVersion('@club/platform/session/access-guard')).toBe(
      sharedPackageVersion('@club/platform'),
    );
    expect(variantRequests.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);

    // ...while the shell's own buttons keep the shell's copy, on the same page.
    await page.goto('/no/such/page');
    await expect(page.locator('main').getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(page.locator(MARK)).toHaveCount(0);
    await page.locator('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(remotePage.locator(MARK).first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign In' })
      .click();
    await expect(page.getByRole('button', { name: 'Send OTP to Email' })).toBeVisible();
    await expect(page.locator(MARK)).toHaveCount(0);

    // The page-wide singletons stay single: one session store for shell and remote.
    const sessionStores = await page.evaluate(
      () =>
        (globalThis as unknown as Record<symbol, number>)[
          Symbol.for('@club/platform/session-store/instances')
        ],
    );
    expect(sessionStores).toBe(1);
  });
});

/**
 * The events remote deployed alone, built with the same newer @club/ui: its
 * page draws its own buttons, the shell's header keeps the shell's, and the
 * contract and platform stay shared. Rolling back is pointing config.json at
 * the regular build again: its buttons come back.
 */
test.describe('versioned sharing: the events remote alone', () => {
  const port = SPEC_PORTS.sharedVariantEvents;
  let server: { close: () => Promise<void> } | null = null;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startStaticServer({
      root: buildSharedVariant(
        fileURLToPath(new URL('../.variant/events', import.meta.url)),
        'mf-events',
      ),
      port,
      allowedOrigins: [SITE_URL],
    });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('is deployed and rolled back alone through config.json', async ({ page }) => {
    let variant = true;
    await page.route('**/config.json', async (route) => {
      const response = await fetchForRoute(route);
      const config = (await response.json()) as { remotes: Record<string, string> };
      if (variant) config.remotes.events = `http://localhost:${port}/mf-manifest.json`;
      await route.fulfill({ response, json: config });
    });

    await page.goto('/events');
    const remotePage = page.locator('main [data-remote="events"]');
    await expect(remotePage.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(remotePage.getByRole('button', { name: 'All cities' })).toBeVisible();
    await expect(remotePage.locator(MARK).first()).toBeVisible();
    const manifest = (await (
      await page.request.get(`http://localhost:${port}/mf-manifest.json`)
    ).json()) as { shared: { name: string; version: string }[] };
    const sharedVersion = (name: string) =>
      manifest.shared.find((entry) => entry.name === name)?.version;
    expect(sharedVersion('@club/ui/button')).toBe(nextMinorVersion());
    expect(sharedVersion('@club/contract/events')).toBe(sharedPackageVersion('@club/contract'));
    await expect(page.getByRole('banner').locator(MARK)).toHaveCount(0);

    // Rolled back: the regular build of the remote, with the shell's buttons.
    variant = false;
    await page.reload();
    await expect(remotePage.getByRole('button', { name: 'All cities' })).toBeVisible();
    await expect(page.locator(MARK)).toHaveCount(0);
  });
});

/**
 * A page the events remote adds is declared in its own route manifest, which
 * it publishes with its build: the shell (and its server) learn it at run
 * time, so a new page of the remote needs no shell build and no release of
 * the shared packages. Here the remote's published manifest gains a page at
 * an address nothing else in the site knows, drawn by a module the remote
 * already exposes.
 */
test.describe('a page the events remote adds alone', () => {
  test('is routed by the shell from the remote’s published manifest, without a shell release', async ({
    page,
  }) => {
    const config = (await (await page.request.get('/config.json')).json()) as {
      remotes: Record<string, string>;
    };
    const eventsManifest = new URL('route-manifest.json', config.remotes.events).href;
    const goTo = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);

    // The build the shell was made with has no such page.
    // A history entry pushed before the app has taken the page over reaches no router.
    const booted = () => expect(page.locator('#root')).not.toHaveAttribute('data-booting', '');
    const published = page.waitForResponse(eventsManifest);
    await page.goto('/events');
    await published;
    await booted();
    await goTo('/club-calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    // The remote deploys a build whose manifest has the page: the next load knows it.
    await page.route(eventsManifest, async (route) => {
      const response = await fetchForRoute(route);
      const manifest = (await response.json()) as {
        pages: Record<string, unknown>;
        patterns: string[];
      };
      manifest.pages.clubCalendar = {
        path: '/club-calendar',
        module: './EventsPage',
        access: 'public',
        title: 'Club Calendar',
        description:
          'Every BizBridge Club chapter meeting and event in one calendar, by city and by date.',
      };
      manifest.patterns.push('^/club-calendar/?$');
      await route.fulfill({ response, json: manifest });
    });
    const republished = page.waitForResponse(eventsManifest);
    await page.goto('/events');
    await republished;
    await booted();
    await goTo('/club-calendar');
    const remotePage = page.locator('main [data-remote="events"]');
    await expect(remotePage.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page).toHaveTitle(/^Club Calendar/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
});
