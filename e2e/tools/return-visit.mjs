/**
 * A signed-in member's return visit to /my-account, with and without the
 * service worker, at a 4× slower CPU: the time from the start of the
 * navigation until the page's heading and its first section link show.
 *
 * Each browser first loads the page once (the HTTP cache fills, and the service
 * worker installs where it is allowed); every return visit then opens the page
 * in a new tab of that browser. Runs alternate between the two so that the
 * machine's load weighs on both alike. Needs the built site served
 * (SITE_PORT_BASE picks it) with its development API.
 *
 *   node e2e/tools/return-visit.mjs [--runs 5]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchBrowser, slowCpu } from './bench-pages/browser.mjs';
import { median } from './bench-pages/figures.mjs';
import { contentTime } from './bench-pages/member-pages.mjs';
import { signedInState, signIn } from './bench-pages/member-session.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const base = Number(process.env.SITE_PORT_BASE ?? 3000);
const site = `http://localhost:${base}`;
const apiUrl = `http://localhost:${base + 1000}`;
const PAGE = {
  path: '/my-account',
  heading: 'My Account',
  item: 'nav[aria-label="Account sections"] a',
};

/** A browser context that has seen the page once, with or without the service worker. */
async function returningBrowser(browser, session, serviceWorker) {
  const context = await browser.newContext({
    storageState: signedInState(site, session),
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  await page.goto(`${site}${PAGE.path}`);
  await contentTime(page, PAGE);
  if (serviceWorker) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    });
  }
  await page.waitForLoadState('networkidle');
  await page.close();
  return context;
}

async function returnVisit(context) {
  const page = await context.newPage();
  await slowCpu(page);
  await page.goto(`${site}${PAGE.path}`, { waitUntil: 'commit' });
  const time = await contentTime(page, PAGE);
  await page.waitForLoadState('networkidle');
  await page.close();
  return time;
}

const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');
console.info(`load average at the start: ${load()}`);
const browser = await launchBrowser();
try {
  const session = await signIn(apiUrl);
  const withWorker = await returningBrowser(browser, session, true);
  const without = await returningBrowser(browser, session, false);
  const times = { withWorker: [], without: [] };
  for (let run = 0; run < runs; run += 1) {
    times.withWorker.push(await returnVisit(withWorker));
    times.without.push(await returnVisit(without));
  }
  const line = (name, samples) =>
    `${name}: median ${Math.round(median(samples))} ms (${samples.map(Math.round).join(', ')})`;
  console.info(line('with the service worker   ', times.withWorker));
  console.info(line('without (HTTP cache only) ', times.without));
} finally {
  await browser.close();
  console.info(`load average at the end: ${load()}`);
}
