/**
 * Takes a screenshot of a page of the served site, and prints what the page
 * logged (console messages, page errors, failed requests).
 *
 *   node e2e/tools/screenshot.mjs <path or url> <out.png> [width=1280] [height=800]
 *   FULL=1 for a full-page screenshot. SITE_PORT_BASE picks the site (default 3000).
 *   AS=<e-mail> signs in first, with the code from the development mailbox.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [, , target = '/', out = 'screenshot.png', width = '1280', height = '800'] = process.argv;
const url = target.startsWith('http')
  ? target
  : `http://localhost:${process.env.SITE_PORT_BASE ?? 3000}${target}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch(
  existsSync(executablePath)
    ? {
        executablePath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--disable-background-networking',
        ],
      }
    : {},
);
/** Signs in on /signin by e-mail, reading the code from the API's development mailbox. */
async function signIn(page, email) {
  const site = new URL(url).origin;
  const apiUrl = `http://localhost:${Number(new URL(url).port || 80) + 1000}`;
  const since = Date.now() - 1000;
  await page.goto(`${site}/signin`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP to Email' }).click();
  await page.getByLabel('One-time code').waitFor();
  let code = '';
  for (let tries = 0; !code && tries < 40; tries += 1) {
    const messages = await (
      await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json();
    const fresh = messages.find((message) => new Date(message.createdAt).getTime() >= since);
    code = fresh?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await page.waitForURL((next) => !next.pathname.endsWith('/signin'));
}

const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const logs = [];
page.on('console', (message) => logs.push(`[${message.type()}] ${message.text()}`));
page.on('pageerror', (error) => logs.push(`[pageerror] ${error.message}`));
page.on('requestfailed', (request) =>
  logs.push(`[requestfailed] ${request.url()} ${request.failure()?.errorText}`),
);
if (process.env.AS) await signIn(page, process.env.AS);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
if (logs.length) console.info(logs.join('\n'));
await browser.close();
