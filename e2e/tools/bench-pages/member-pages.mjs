import { recordTraffic, slowCpu } from './browser.mjs';
import { median } from './figures.mjs';
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

/**
 * Milliseconds from the start of the navigation until the page's h1 reads
 * `heading` and an element matching `item` is on screen, checked every frame.
 */
async function contentTime(page, { heading, item }) {
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

/** One cold, signed-in load of a member page at a 4× slower CPU. */
async function memberPageRun(browser, site, session, spec) {
  const context = await browser.newContext({ storageState: signedInState(site, session) });
  const page = await context.newPage();
  await slowCpu(page);
  const traffic = recordTraffic(page);
  await page.goto(`${site}${spec.path}`, { waitUntil: 'commit' });
  const content = await contentTime(page, spec);
  await page.waitForLoadState('networkidle');
  await traffic.settled();
  await context.close();
  return {
    content,
    gzip: traffic.gzip(),
    files: traffic.scripts.size,
    requests: traffic.requests(),
  };
}

/** `runs` cold loads of a member page: the median of each figure, and each run's content time. */
export async function measureMemberPage(browser, site, session, spec, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    samples.push(await memberPageRun(browser, site, session, spec));
  }
  const middle = (name) => median(samples.map((sample) => sample[name]));
  return {
    path: spec.path,
    gzip: middle('gzip'),
    files: Math.round(middle('files')),
    requests: Math.round(middle('requests')),
    content: { median: middle('content'), runs: samples.map((sample) => sample.content) },
  };
}
