import { defineConfig, devices } from '@playwright/test';
import { SITE_URL, SPEC_ORIGINS } from './support/site';
import { systemChromium } from './tools/ensure-browser.mjs';

/**
 * e2e against the built, composed site: the shell on :3000 and each remote on
 * its own origin, as in production. Uses a system Chromium when there is one
 * (CHROMIUM_PATH, else /usr/bin/chromium) so no browser download is needed;
 * Playwright's own browser otherwise, which `pnpm test:e2e` installs first
 * (tools/ensure-browser.mjs).
 */

const chromiumPath = systemChromium();

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
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
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
  webServer: [
    {
      // A fresh embedded database per run: demo accounts, no leftovers from earlier runs.
      command: 'node ../scripts/serve.mjs --api-data .data/api --fresh',
      env: {
        OTP_REQUESTS_PER_IP: '1000',
        // The specs sign the same demo accounts in many times within the hour, by e-mail and SMS.
        OTP_REQUESTS_PER_HOUR: '100',
        LOG_LEVEL: 'warn',
        SITE_TRUSTED_ORIGINS: SPEC_ORIGINS.join(','),
      },
      url: `${SITE_URL}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
