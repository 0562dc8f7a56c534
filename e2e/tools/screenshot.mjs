/**
 * Takes a screenshot of a page of the served site, and prints what the page
 * logged (console messages, page errors, failed requests).
 *
 *   node e2e/tools/screenshot.mjs <path or url> <out.png> [width=1280] [height=800]
 *   FULL=1 for a full-page screenshot. SITE_PORT_BASE picks the site (default 3000).
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
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const logs = [];
page.on('console', (message) => logs.push(`[${message.type()}] ${message.text()}`));
page.on('pageerror', (error) => logs.push(`[pageerror] ${error.message}`));
page.on('requestfailed', (request) =>
  logs.push(`[requestfailed] ${request.url()} ${request.failure()?.errorText}`),
);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
if (logs.length) console.info(logs.join('\n'));
await browser.close();
