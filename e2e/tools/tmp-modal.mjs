import { chromium } from '@playwright/test';
const [, , width, name] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 860 } });
await page.goto('http://localhost:3000/connect/producers', { waitUntil: 'networkidle' });
await page.getByRole('button', { name: /Specialty Chemicals/ }).click();
await page.waitForTimeout(700);
await page.screenshot({ path: `/tmp/${name}.png` });
await browser.close();
