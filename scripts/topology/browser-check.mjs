/**
 * A real browser against the running topology (`pnpm topology up` first): the
 * home page through the edge at a phone's and a desktop's width, then sign-in
 * by e-mail code as a seeded member. Screenshots go to .topology/screenshots/.
 * A smoke check of the edge's wiring (config.json, remotes and API behind
 * nginx, the refresh cookie's path), not a test suite.
 *
 *   node scripts/topology/browser-check.mjs
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { STATE_DIR, topologyLayout } from './layout.mjs';
import { memberEmail } from './seed.mjs';

const layout = topologyLayout();
const shots = join(STATE_DIR, 'screenshots');
mkdirSync(shots, { recursive: true });

/** The newest sign-in code for `email`, from the development outbox of one API process (loopback only). */
async function latestCode(email, since) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(
      `http://127.0.0.1:${layout.apiPorts[0]}/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const messages = await response.json();
    const fresh = messages.find((message) => new Date(message.createdAt) >= since);
    const code = fresh?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-in code for ${email}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const problems = [];
try {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${width}px console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        problems.push(`${width}px ${response.status()} ${response.url()}`);
    });
    await page.goto(layout.edgeUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: join(shots, `home-${width}.png`) });
    console.info(`home at ${width}px: "${await page.title()}"`);

    const email = memberEmail(width === 390 ? 1 : 2);
    const since = new Date(Date.now() - 1000);
    await page.goto(`${layout.edgeUrl}/signin`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP to Email' }).click();
    await page.getByLabel('One-time code').waitFor();
    await page.getByLabel('One-time code').fill(await latestCode(email, since));
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/signin'), { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // A reload proves the refresh cookie reaches /api/auth/refresh through the edge.
    await page.reload({ waitUntil: 'networkidle' });
    // A member lands on My Leads; a visitor there would see 'Access Restricted' instead.
    const signedIn = await page
      .getByRole('heading', { name: 'Business Leads' })
      .isVisible()
      .catch(() => false);
    await page.screenshot({ path: join(shots, `signed-in-${width}.png`) });
    console.info(
      `sign-in at ${width}px as ${email}: ${signedIn ? 'signed in' : 'NOT signed in'} (${page.url()})`,
    );
    if (!signedIn) problems.push(`${width}px: not signed in after the reload`);
    await page.close();
  }
} finally {
  await browser.close();
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
console.info(`Screenshots in ${shots}`);
