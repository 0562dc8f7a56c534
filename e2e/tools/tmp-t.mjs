import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const base = process.argv[2];
for (const path of ['/capital', '/capital', '/about', '/members', '/signin']) {
  const page = await browser.newPage();
  const t0 = Date.now();
  await page.goto(base + path);
  const tLoad = Date.now() - t0;
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-booting'));
  const tBoot = Date.now() - t0;
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  console.log(path, 'load', tLoad, 'boot', tBoot, 'h1', Date.now() - t0, await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON(), ['domContentLoadedEventEnd','loadEventEnd'])));
  await page.close();
}
await browser.close();
