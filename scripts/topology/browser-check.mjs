/**
 * A real browser against the running topology (`pnpm topology up` first),
 * through the edge's HTTPS: plain HTTP must redirect there, the answers carry
 * HSTS; the home page at a phone's and a desktop's width, then sign-in by
 * e-mail code as a seeded member, whose refresh cookie must be Secure and reach
 * /api/auth/refresh on reload. Screenshots go to .topology/screenshots/. A
 * smoke check of the edge's wiring (TLS, config.json, remotes and API behind
 * nginx, the refresh cookie's path), not a test suite.
 *
 * Chromium trusts the topology's local CA and nothing more: certificate errors
 * are ignored only for a chain holding that CA's key
 * (--ignore-certificate-errors-spki-list).
 *
 *   node scripts/topology/browser-check.mjs
 */
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { edgeCertificateFiles } from './edge-certificate.mjs';
import { paths, STATE_DIR, topologyLayout } from './layout.mjs';
import { memberEmail } from './seed.mjs';

const layout = topologyLayout();
const shots = join(STATE_DIR, 'screenshots');
mkdirSync(shots, { recursive: true });
const HSTS = 'max-age=31536000; includeSubDomains';

/** The base64 SHA-256 of the local CA's public key, as Chromium's SPKI list takes it. */
function caSpkiHash() {
  const ca = new X509Certificate(readFileSync(edgeCertificateFiles(paths.tls).ca));
  const spki = ca.publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

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
  args: ['--no-sandbox', '--disable-gpu', `--ignore-certificate-errors-spki-list=${caSpkiHash()}`],
});
const problems = [];

/**
 * Plain HTTP sends the browser to the same path and query on the HTTPS site; the
 * redirect carries no HSTS, the HTTPS answer does. A context of its own: once a
 * browser holds HSTS for localhost it never asks plain HTTP again.
 */
async function checkRedirect() {
  const page = await browser.newPage();
  const path = '/news?from=http-check';
  const response = await page.goto(`${layout.edgeHttpUrl}${path}`, { waitUntil: 'load' });
  const redirect = await response?.request().redirectedFrom()?.response();
  const landed = response?.url();
  const hsts = await response?.headerValue('strict-transport-security');
  const redirectHsts = await redirect?.headerValue('strict-transport-security');
  console.info(
    `${layout.edgeHttpUrl}${path}: ${redirect?.status() ?? 'no redirect'} to ${landed} (HSTS: ${hsts ?? 'none'})`,
  );
  if (![301, 308].includes(redirect?.status() ?? 0)) problems.push('plain HTTP did not redirect');
  if (redirectHsts) problems.push('the plain-HTTP redirect carries HSTS');
  if (landed !== `${layout.edgeUrl}${path}`) problems.push(`plain HTTP landed on ${landed}`);
  if (hsts !== HSTS) problems.push(`the HTTPS page's HSTS is ${hsts}`);
  await page.close();
}

/** The refresh cookie as the browser keeps it: Secure over the edge's HTTPS, scoped to /api/auth. */
async function checkRefreshCookie(page, width) {
  const cookies = await page.context().cookies(`${layout.edgeUrl}/api/auth/refresh`);
  const refresh = cookies.find((cookie) => cookie.name === 'club_refresh');
  console.info(
    `${width}px refresh cookie: ${refresh ? `path ${refresh.path}, Secure ${refresh.secure}, HttpOnly ${refresh.httpOnly}` : 'none'}`,
  );
  if (!refresh?.secure) problems.push(`${width}px: the refresh cookie is not Secure`);
  if (refresh?.path !== '/api/auth')
    problems.push(`${width}px: refresh cookie path ${refresh?.path}`);
}

try {
  await checkRedirect();
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
    // The stale token's refusal (401 from /api/me, and Chromium's console line for it) is expected.
    let staleToken = false;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (staleToken && message.text().includes('status of 401')) return;
      problems.push(`${width}px console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const refusedStaleToken =
        staleToken && response.status() === 401 && new URL(response.url()).pathname === '/api/me';
      if (!refusedStaleToken) problems.push(`${width}px ${response.status()} ${response.url()}`);
    });
    const home = await page.goto(layout.edgeUrl, { waitUntil: 'networkidle' });
    if ((await home?.headerValue('strict-transport-security')) !== HSTS) {
      problems.push(`${width}px: the home page came without HSTS`);
    }
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
    await checkRefreshCookie(page, width);
    // A reload with a stale access token (as a quarter of an hour later) proves the refresh
    // cookie reaches /api/auth/refresh through the edge: the page signs in again with it.
    await page.evaluate(() => localStorage.setItem('accessToken', 'stale'));
    staleToken = true;
    const refreshed = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/api/auth/refresh'),
    );
    await page.reload({ waitUntil: 'networkidle' });
    const refresh = await refreshed;
    staleToken = false;
    console.info(`${width}px reload: POST /api/auth/refresh ${refresh.status()}`);
    if (refresh.status() !== 200) problems.push(`${width}px: refresh answered ${refresh.status()}`);
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
