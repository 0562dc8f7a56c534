import { chromium } from '@playwright/test';
const [, , path, name, width, selector] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(`http://localhost:3000${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(600);
if (selector) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  await el.screenshot({ path: `/tmp/${name}.png` });
} else await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
await browser.close();
