/**
 * Benchmark: the JavaScript a visitor downloads for a page of the built,
 * composed site, gzip-compressed as a CDN would serve it. Needs `pnpm start`
 * (or `pnpm serve`) running. Budget for the home page: 200 KB gzip.
 *
 *   node e2e/tools/bench-page-weight.mjs [path ...]
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 200;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/connect/producers'];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch(
  existsSync(executablePath)
    ? { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] }
    : {},
);

let failed = false;
for (const path of paths) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  });
  await page.goto(`http://localhost:${process.env.SITE_PORT_BASE ?? 3000}${path}`, {
    waitUntil: 'networkidle',
  });
  await page.close();
  const total = [...scripts.values()].reduce(
    (sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }),
    { raw: 0, gzip: 0 },
  );
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.info(
    `\n${path}: ${scripts.size} scripts, ${kb(total.raw)} KB, ${kb(total.gzip)} KB gzip`,
  );
  for (const [url, size] of [...scripts].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8)) {
    console.info(`  ${kb(size.gzip).padStart(7)} KB  ${url.replace(/^http:\/\/localhost/, '')}`);
  }
  if (path === '/' && total.gzip / 1024 > BUDGET_KB) {
    console.error(`  over the ${BUDGET_KB} KB budget`);
    failed = true;
  }
}
await browser.close();
process.exit(failed ? 1 : 0);
