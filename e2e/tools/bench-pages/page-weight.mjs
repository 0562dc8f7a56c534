import { recordTraffic } from './browser.mjs';

const sum = (sizes) =>
  sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });

/**
 * The site's app has taken over the page: a prerendered page has been
 * hydrated (#root no longer `data-booting`) and a heading is on screen. On a
 * busy machine the network can fall idle before the app has even asked for
 * the page's remote.
 */
export async function appHasDrawn(page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-booting') &&
      [...document.querySelectorAll('h1')].some((heading) => heading.checkVisibility()),
    null,
    { timeout: 60_000 },
  );
}

/**
 * One cold load of `url` that stays on the first screen: its scripts (gzip -9
 * each) and requests; then how much more JavaScript scrolling to the end of
 * the page brings (the home page's news load on the way down). `ready` waits
 * until the page has done what it does on load (by default, the site's app).
 */
export async function measureWeight(browser, url, ready = appHasDrawn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const traffic = recordTraffic(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await traffic.settled();
  const firstScreen = new Map(traffic.scripts);
  const requests = traffic.requests();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 100));
    }
  });
  await page.waitForLoadState('networkidle');
  await traffic.settled();
  await context.close();
  const later = [...traffic.scripts]
    .filter(([url]) => !firstScreen.has(url))
    .map(([, size]) => size);
  return {
    scripts: firstScreen,
    requests,
    ...sum([...firstScreen.values()]),
    later: { files: later.length, ...sum(later) },
  };
}
