import { recordTraffic, slowCpu } from './browser.mjs';
import { floorHasHydrated } from './reference-page.mjs';
import { signedInState } from './member-session.mjs';

/**
 * The member pages and what shows that a page's content is there (not its
 * spinner nor skeletons): its heading, and the first of its items.
 */
export const MEMBER_PAGES = [
  { path: '/my-account', heading: 'My Account', item: 'nav[aria-label="Account sections"] a' },
  { path: '/my-leads', heading: 'Business Leads', item: 'button[aria-label^="View details: "]' },
  { path: '/meet-members', heading: 'Meet the Members', item: 'ul[aria-label="Members"] article' },
];

/** How long a return visit waits for a service worker the first visit may have registered. */
const SERVICE_WORKER_GRACE_MS = 3_000;

/**
 * Milliseconds from the start of the navigation until the page's h1 reads
 * `heading` and an element matching `item` is on screen, checked every frame.
 */
export async function contentTime(page, { heading, item }) {
  const shownAt = await page.waitForFunction(
    ({ heading, item }) => {
      const visible = (element) => element?.checkVisibility() ?? false;
      const title = [...document.querySelectorAll('h1')].find(
        (element) => element.textContent?.trim() === heading && visible(element),
      );
      const first = [...document.querySelectorAll(item)].find(visible);
      return title && first ? performance.now() : null;
    },
    { heading, item },
    { polling: 'raf', timeout: 30_000 },
  );
  return shownAt.jsonValue();
}

/**
 * Whether the site installed a service worker during the first visit; if so,
 * waits until it is active (`navigator.serviceWorker.ready`), so the return
 * visit is one it can serve. A worker registered a little after the load (in
 * idle time) is given SERVICE_WORKER_GRACE_MS to appear.
 */
async function serviceWorkerInstalled(context, page) {
  if (context.serviceWorkers().length === 0) {
    await context
      .waitForEvent('serviceworker', { timeout: SERVICE_WORKER_GRACE_MS })
      .catch(() => null);
  }
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    if (!(await navigator.serviceWorker.getRegistration())) return false;
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((giveUp) => setTimeout(giveUp, 15_000)),
    ]);
    return Boolean((await navigator.serviceWorker.getRegistration())?.active);
  });
}

/**
 * A signed-in member's first visit to a page (a fresh browser context: empty
 * HTTP cache, no service worker) and their return visit (a new tab of the
 * same context, after the first has loaded and any service worker is active),
 * each at a 4× slower CPU: the time until the content shows on each, and the
 * first visit's JavaScript and requests.
 */
export async function memberPageRun(browser, site, session, spec) {
  const context = await browser.newContext({ storageState: signedInState(site, session) });
  try {
    const first = await context.newPage();
    await slowCpu(first);
    const traffic = recordTraffic(first);
    await first.goto(`${site}${spec.path}`, { waitUntil: 'commit' });
    const firstVisit = await contentTime(first, spec);
    await first.waitForLoadState('networkidle');
    await traffic.settled();
    const serviceWorker = await serviceWorkerInstalled(context, first);
    await first.close();

    const again = await context.newPage();
    await slowCpu(again);
    await again.goto(`${site}${spec.path}`, { waitUntil: 'commit' });
    const returnVisit = await contentTime(again, spec);
    return {
      firstVisit,
      returnVisit,
      serviceWorker,
      gzip: traffic.gzip(),
      files: traffic.scripts.size,
      requests: traffic.requests(),
    };
  } finally {
    await context.close();
  }
}

/** Runs in the page before its scripts: keeps the latest largest-contentful-paint candidate. */
function observeLcp() {
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__benchLcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * The reference page's LCP measured as the member pages are (Playwright, a
 * fresh context, a 4× slower CPU, no network throttling): the yardstick of
 * their first visit.
 */
export async function referenceLcpRun(browser, url) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    await slowCpu(page);
    await page.goto(url, { waitUntil: 'commit' });
    await floorHasHydrated(page);
    await page.waitForLoadState('networkidle');
    // An LCP entry is delivered after the frame that painted it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
    );
    const lcp = await page.evaluate(() => window.__benchLcp);
    if (lcp === null) throw new Error('the reference page reported no largest-contentful-paint');
    return { lcp };
  } finally {
    await context.close();
  }
}
