/**
 * Benchmark of the built, composed site as a visitor on a phone meets it.
 * Needs the site served (`pnpm start` or `pnpm serve`; SITE_PORT_BASE picks it).
 * For each page it prints:
 *   - the JavaScript downloaded, gzip-compressed (level 9, as the build
 *     pre-compresses it), and the number of requests of a cold load that
 *     stays on the first screen; then how much more JavaScript scrolling to
 *     the end of the page brings (the home page's news load on the way down);
 *   - Lighthouse mobile (its default simulated slow 4G and 4x slower CPU):
 *     performance score, LCP, TBT and CLS, the median of 3 runs, driving the
 *     system Chromium (CHROMIUM_PATH, else /usr/bin/chromium);
 * then the dead-remote fallback: how long /members takes to show "This section
 * is temporarily unavailable" when the member area's server refuses every
 * connection. The machine's load average is printed with the figures, since
 * Lighthouse's CPU figures scale with it.
 *
 *   node e2e/tools/bench-page-weight.mjs [--runs 3] [--no-lighthouse] [path ...]
 *
 * Budgets (exit code 1 when missed): home page JS at most 170 KB gzip; on the
 * public pages Lighthouse performance at least 95 and CLS at most 0.05; the
 * dead-remote fallback within 2 s.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BUDGET = { homeJsKb: 170, performance: 95, cls: 0.05, fallbackMs: 2000 };
/** The pages the Lighthouse budget applies to (sign-in is measured, not budgeted). */
const BUDGETED_PAGES = new Set(['/', '/connect/producers', '/members', '/about']);
const DEFAULT_PATHS = ['/', '/connect/producers', '/members', '/signin', '/about'];
const UNAVAILABLE = 'This section is temporarily unavailable';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const paths = positionals.length ? positionals : DEFAULT_PATHS;
const portBase = Number(process.env.SITE_PORT_BASE ?? 3000);
const site = `http://localhost:${portBase}`;
/** The member area's origin (scripts/site-apps.mjs: base + 3). */
const memberAreaOrigin = `http://localhost:${portBase + 3}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** JS (gzip -9 of each script) and every request of one cold load of `path`. */
async function measureWeight(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  let requests = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) requests += 1;
  });
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  });
  await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
  const sum = (entries) =>
    entries.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
      raw: 0,
      gzip: 0,
    });
  const firstScreen = new Set(scripts.keys());
  const firstScreenRequests = requests;
  // What a visitor who reads on downloads too (the home page's news load on the way down).
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 100));
    }
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  const later = [...scripts].filter(([url]) => !firstScreen.has(url)).map(([, size]) => size);
  const initial = [...scripts].filter(([url]) => firstScreen.has(url)).map(([, size]) => size);
  for (const url of scripts.keys()) if (!firstScreen.has(url)) scripts.delete(url);
  return {
    scripts,
    requests: firstScreenRequests,
    ...sum(initial),
    later: { files: later.length, ...sum(later) },
  };
}

/** Lighthouse's default mobile run of one page: the figures this benchmark reports. */
async function lighthouseRun(port, path) {
  const result = await lighthouse(`${site}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { audits, categories, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (no LCP seen, a page error) would score 0: run again.
  if (runtimeError) {
    console.warn(`  Lighthouse could not measure ${path}: ${runtimeError.code}; running again`);
    return null;
  }
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

async function measureLighthouse(path) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const samples = [];
    for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt += 1) {
      const sample = await lighthouseRun(chrome.port, path);
      if (sample) samples.push(sample);
    }
    if (samples.length === 0) throw new Error(`Lighthouse could not measure ${path}`);
    return {
      performance: median(samples.map((sample) => sample.performance)),
      lcp: median(samples.map((sample) => sample.lcp)),
      tbt: median(samples.map((sample) => sample.tbt)),
      cls: median(samples.map((sample) => sample.cls)),
      all: samples.map((sample) => sample.performance),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * /members with the member area's server refusing connections: milliseconds
 * from the start of the navigation, and from the first request to the remote,
 * until the stand-in with Retry is on screen.
 */
async function measureDeadRemoteFallback(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let firstRemoteRequest = null;
  await page.route(`${memberAreaOrigin}/**`, (route) => {
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

console.info(
  `Site: ${site}   load average (1, 5, 15 min): ${load()}   cores: ${availableParallelism()}`,
);
const browser = await chromium.launch(
  existsSync(chromiumPath) ? { executablePath: chromiumPath, args: chromiumFlags } : {},
);
const problems = [];
const rows = [];
for (const path of paths) {
  const weight = await measureWeight(browser, path);
  console.info(
    `\n${path}: ${weight.scripts.size} scripts, ${kb(weight.raw)} KB, ${kb(weight.gzip)} KB gzip; ` +
      `${weight.requests} requests; scrolling to the end loads ${kb(weight.later.gzip)} KB more ` +
      `in ${weight.later.files} files`,
  );
  for (const [url, size] of [...weight.scripts].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8)) {
    console.info(`  ${kb(size.gzip).padStart(7)} KB  ${url.replace(/^http:\/\/localhost/, '')}`);
  }
  if (path === '/' && weight.gzip / 1024 > BUDGET.homeJsKb) {
    problems.push(`home page JS ${kb(weight.gzip)} KB gzip is over ${BUDGET.homeJsKb} KB`);
  }
  rows.push({ path, weight });
}

if (!values['no-lighthouse']) {
  for (const row of rows) {
    row.lighthouse = await measureLighthouse(row.path);
    const { performance, cls } = row.lighthouse;
    if (BUDGETED_PAGES.has(row.path) && performance < BUDGET.performance) {
      problems.push(`${row.path}: Lighthouse performance ${performance} is under 95`);
    }
    if (BUDGETED_PAGES.has(row.path) && cls > BUDGET.cls) {
      problems.push(`${row.path}: CLS ${cls.toFixed(3)} is over ${BUDGET.cls}`);
    }
  }
}

const fallback = await measureDeadRemoteFallback(browser);
await browser.close();
if (fallback.sinceNavigation > BUDGET.fallbackMs) {
  problems.push(`dead-remote fallback took ${Math.round(fallback.sinceNavigation)} ms`);
}

const lighthouseHeader = values['no-lighthouse'] ? '' : ' perf (runs) | LCP | TBT | CLS |';
console.info(`\n| page | JS gzip | requests |${lighthouseHeader}`);
console.info(`|---|---|---|${values['no-lighthouse'] ? '' : '---|---|---|---|'}`);
for (const { path, weight, lighthouse: lh } of rows) {
  const scores = lh
    ? ` ${lh.performance} (${lh.all.join(', ')}) | ${(lh.lcp / 1000).toFixed(1)} s | ` +
      `${Math.round(lh.tbt)} ms | ${lh.cls.toFixed(3)} |`
    : '';
  console.info(
    `| ${path} | ${kb(weight.gzip)} KB in ${weight.scripts.size} files | ${weight.requests} |${scores}`,
  );
}
console.info(
  `\nDead-remote fallback on /members: ${Math.round(fallback.sinceNavigation)} ms after ` +
    `navigation start (${Math.round(fallback.sinceRemote)} ms after the first request to the remote)`,
);
console.info(`Load average at the end (1, 5, 15 min): ${load()}`);
for (const problem of problems) console.error(`over budget: ${problem}`);
process.exit(problems.length ? 1 : 0);
