import { defineConfig, devices } from '@playwright/test';
import { MAX_WORKERS } from './support/site';
import { systemChromium } from './tools/ensure-browser.mjs';

/**
 * e2e against the built, composed site: the shell on one port and each remote
 * on its own origin, as in production; one such site per worker, started by
 * the `site` fixture of support/test.ts (nothing is built here: `pnpm build`
 * first). Uses a system Chromium when there is one
 * (CHROMIUM_PATH, else /usr/bin/chromium) so no browser download is needed;
 * Playwright's own browser otherwise, which `pnpm test:e2e` installs first
 * (tools/ensure-browser.mjs).
 */

const chromiumPath = systemChromium();

/** E2E_WORKERS overrides the number of parallel workers (each serves its own site). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const launchOptions = chromiumPath
  ? {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};

export default defineConfig({
  testDir: './specs',
  // Files run in parallel, each worker on a site of its own (support/test.ts starts it on the
  // worker's ports, see support/site.ts); the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: Math.min(WORKERS, MAX_WORKERS),
  // A flaky spec is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys sign in through the page and read codes from the mailbox: on a shared 2-core
  // machine at a load average of 10 or more, several take 25 to 30 s (each expect still has
  // its own 10 s), so the test budget leaves room for that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // The built shell registers a service worker (/sw.js) once the page is idle. A spec that
    // loads pages in turn would otherwise run some of them under it and some not, by timing,
    // and a spec's page.route would not see what the worker answers. The specs of the
    // worker itself (offline-and-install.spec.ts) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
