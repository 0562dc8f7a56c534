import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** The system Chromium when there is one (CHROMIUM_PATH, else /usr/bin/chromium). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function launchBrowser() {
  return chromium.launch(
    existsSync(chromiumPath) ? { executablePath: chromiumPath, args: chromiumFlags } : {},
  );
}

/** A phone's slower processor, as Lighthouse's mobile setting assumes: 4× slower than this machine. */
export async function slowCpu(page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Watches one page's traffic: every request (data: URLs aside) and the size of
 * each script gzip-compressed at level 9, as the build pre-compresses it.
 */
export function recordTraffic(page) {
  const scripts = new Map();
  const reading = new Set();
  let requests = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) requests += 1;
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const read = response
      .body()
      .then((body) => {
        scripts.set(response.url(), {
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      })
      // A response without a body (a redirect) carries no script.
      .catch(() => {})
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    scripts,
    requests: () => requests,
    /** Waits until every script seen so far has been read and measured. */
    settled: () => Promise.all([...reading]),
    gzip: () => [...scripts.values()].reduce((total, size) => total + size.gzip, 0),
  };
}
