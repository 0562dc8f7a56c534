import { median } from './figures.mjs';

const UNAVAILABLE = 'This section is temporarily unavailable';

/**
 * /members with the member area's server refusing connections: milliseconds
 * from the start of the navigation, and from the first request to the remote,
 * until the stand-in with Retry is on screen.
 */
async function fallbackRun(browser, site, remoteOrigin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let firstRemoteRequest = null;
  await page.route(`${remoteOrigin}/**`, (route) => {
    firstRemoteRequest ??= Date.now();
    return route.abort('connectionrefused');
  });
  const started = Date.now();
  await page.goto(`${site}/members`);
  const shownAt = await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('h1')].some((heading) => heading.textContent === text)
        ? performance.now()
        : null,
    UNAVAILABLE,
    { polling: 'raf', timeout: 30_000 },
  );
  const sinceNavigation = await shownAt.jsonValue();
  const sinceRemote = sinceNavigation - ((firstRemoteRequest ?? started) - started);
  await context.close();
  return { sinceNavigation, sinceRemote };
}

/** `runs` cold loads of /members with its remote down: medians and each run's time. */
export async function measureDeadRemoteFallback(browser, site, remoteOrigin, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    samples.push(await fallbackRun(browser, site, remoteOrigin));
  }
  return {
    sinceNavigation: {
      median: median(samples.map((sample) => sample.sinceNavigation)),
      runs: samples.map((sample) => sample.sinceNavigation),
    },
    sinceRemote: median(samples.map((sample) => sample.sinceRemote)),
  };
}
