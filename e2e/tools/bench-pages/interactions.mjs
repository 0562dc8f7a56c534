import { slowCpu } from './browser.mjs';
import { median } from './figures.mjs';
import { signedInState } from './member-session.mjs';

/**
 * The interactions measured: what to press (a Playwright locator, on a desktop
 * screen) and what shows that it opened (a CSS selector, checked every frame).
 */
export const INTERACTIONS = [
  {
    name: 'header menu (Connect)',
    path: '/',
    // A header menu is a <details>: its summary (no ARIA role of its own) is found by its text.
    trigger: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .first()
        .locator('summary')
        .filter({ hasText: /^\s*Connect\s*$/ }),
    shown: 'nav[aria-label="Main"] details[open] > ul a',
  },
  {
    name: 'producer tile modal',
    path: '/connect/producers',
    trigger: (page) =>
      page
        .getByRole('list', { name: /areas$/ })
        .getByRole('button')
        .first(),
    shown: 'dialog[open], [role="dialog"]',
  },
  {
    name: 'Ask an Expert',
    path: '/',
    trigger: (page) => page.getByRole('button', { name: 'Ask an Expert' }),
    shown: 'dialog[open], [role="dialog"]',
  },
  {
    name: 'lead detail',
    path: '/my-leads',
    signedIn: true,
    trigger: (page) => page.getByRole('button', { name: /^View details: / }).first(),
    shown: 'dialog[open], [role="dialog"]',
  },
];

/**
 * Runs in the page before its own scripts: keeps the Event Timing entries of
 * 16 ms and longer, the time of the last pointerdown, and the time just after
 * the frame that follows a click (a rAF, then a task: the next paint).
 */
function observeInput() {
  const bench = { events: [], inputAt: null, nextPaintAt: null, shownAt: null };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { name, interactionId, startTime, duration } = entry;
        bench.events.push({ name, interactionId, startTime, duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // Without the Event Timing API the next-frame estimate stands in.
  }
  const capture = { capture: true };
  addEventListener('pointerdown', (event) => (bench.inputAt = event.timeStamp), capture);
  addEventListener(
    'click',
    () => requestAnimationFrame(() => setTimeout(() => (bench.nextPaintAt = performance.now()))),
    capture,
  );
}

/** Notes the first frame in which an element matching `selector` is on screen. */
function watchFor(selector) {
  const check = () => {
    const shown = [...document.querySelectorAll(selector)].some((element) =>
      element.checkVisibility(),
    );
    if (shown) window.__bench.shownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The interaction's latency: the longest Event Timing entry of the press (its
 * duration runs from the input to the next paint), or, when every entry was
 * under 16 ms, the next-frame estimate; and when the opened element showed.
 */
function readInteraction() {
  const { events, inputAt, nextPaintAt, shownAt } = window.__bench;
  const press = events.filter((entry) => entry.interactionId > 0 && entry.startTime >= inputAt - 1);
  const longest = press.length ? Math.max(...press.map((entry) => entry.duration)) : null;
  return { latency: longest ?? nextPaintAt - inputAt, shown: shownAt - inputAt };
}

/** Until the element has React's props on it: the app has hydrated or rendered it. */
async function waitForReact(locator) {
  const element = await locator.elementHandle();
  await element.evaluate(
    (node) =>
      new Promise((hydrated) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$'))
            ? hydrated()
            : setTimeout(check, 50);
        check();
      }),
  );
}

async function interactionRun(browser, site, session, spec) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(spec.signedIn ? { storageState: signedInState(site, session) } : {}),
  });
  await context.addInitScript(observeInput);
  const page = await context.newPage();
  await slowCpu(page);
  await page.goto(`${site}${spec.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  const trigger = spec.trigger(page);
  await trigger.scrollIntoViewIfNeeded({ timeout: 30_000 });
  // What scrolling down brought (lazy sections) has loaded, and the app has booted. The
  // pointer rests on the control first, as a mouse does before a click: on a page whose code
  // starts on use (decision 0049) that is what starts it.
  await page.waitForLoadState('networkidle');
  await trigger.hover();
  await waitForReact(trigger);
  await page.evaluate(watchFor, spec.shown);
  await trigger.click();
  await page.waitForFunction(() => window.__bench.shownAt !== null, null, { timeout: 15_000 });
  await page.waitForFunction(() => window.__bench.nextPaintAt !== null, null, { timeout: 5_000 });
  // Event Timing entries are delivered after the paint that ends them.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
  );
  const result = await page.evaluate(readInteraction);
  await context.close();
  return result;
}

/** `runs` presses, each on a freshly loaded page at a 4× slower CPU: medians and runs. */
export async function measureInteraction(browser, site, session, spec, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    samples.push(await interactionRun(browser, site, session, spec));
  }
  const figure = (name) => ({
    median: median(samples.map((sample) => sample[name])),
    runs: samples.map((sample) => sample[name]),
  });
  return { name: spec.name, path: spec.path, latency: figure('latency'), shown: figure('shown') };
}
