/**
 * Benchmark of the built, composed site as a visitor on a phone meets it.
 * Needs the site served (`pnpm start` or `pnpm serve`; SITE_PORT_BASE picks it)
 * with its development API (the member pages sign a demo member in with a code
 * read from the API's development outbox). It measures, each figure the median
 * of --runs cold loads (5 by default), printed with every run's figure:
 *
 *   - public pages (/, /connect/producers, /members, /about, /signin): the
 *     JavaScript of a cold load that stays on the first screen (gzip -9, as the
 *     build pre-compresses it), its files and requests, and what scrolling to
 *     the end adds; Lighthouse mobile (simulated slow 4G, 4× slower CPU) in the
 *     system Chromium: performance score, LCP, TBT and CLS;
 *   - a reference page measured the same way: the home page's prerendered
 *     HTML with the site's scripts taken out, hydrated by React and react-dom
 *     alone (bench-pages/reference-page.mjs), the floor any React page pays;
 *     each page's TBT and LCP are printed next to its;
 *   - member pages signed in as the demo member (/my-account, /my-leads,
 *     /meet-members) at a 4× slower CPU: JavaScript, requests, and the time from
 *     the start of the navigation until the page's heading and first item show;
 *   - interactions at a 4× slower CPU on a desktop screen, from the input to
 *     the next paint (Event Timing): a header menu, a producer tile's modal,
 *     Ask an Expert, a lead's detail;
 *   - the dead-remote fallback: how long /members takes to show "This section
 *     is temporarily unavailable" when the member area's server refuses every
 *     connection.
 * The machine's load average is printed at the start and the end, and heads
 * every table, since CPU-bound figures grow with it. Last comes a summary in
 * Markdown, to paste into the README.
 *
 *   node e2e/tools/bench-page-weight.mjs [--runs 5] [--no-lighthouse] [path ...]
 *
 * Budgets (exit code 1 when any is missed): home page JS at most 170 KB gzip;
 * on every public page Lighthouse performance at least 95, TBT at most 200 ms
 * and CLS at most 0.05; member page content within 3 s; each interaction within
 * 200 ms; the dead-remote fallback within 1.5 s.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { API_PORT, SITE_ORIGIN, sitePort } from '../../scripts/site-apps.mjs';
import { launchBrowser } from './bench-pages/browser.mjs';
import {
  fallbackMisses,
  interactionMisses,
  memberPageMisses,
  publicPageMisses,
} from './bench-pages/budgets.mjs';
import { measureDeadRemoteFallback } from './bench-pages/dead-remote.mjs';
import { kb, loadAverages, ms, seconds, underLoad, withRuns } from './bench-pages/figures.mjs';
import { INTERACTIONS, measureInteraction } from './bench-pages/interactions.mjs';
import { measureLighthouse } from './bench-pages/lighthouse-runs.mjs';
import { MEMBER_PAGES, measureMemberPage } from './bench-pages/member-pages.mjs';
import { signIn } from './bench-pages/member-session.mjs';
import { measureWeight } from './bench-pages/page-weight.mjs';
import { floorHasHydrated, startReferencePage } from './bench-pages/reference-page.mjs';
import {
  fallbackLine,
  interactionsTable,
  memberPagesTable,
  publicPagesTable,
  referenceComparison,
} from './bench-pages/report.mjs';

const DEFAULT_PATHS = ['/', '/connect/producers', '/members', '/about', '/signin'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const withLighthouse = !values['no-lighthouse'];
const paths = positionals.length ? positionals : DEFAULT_PATHS;
const site = SITE_ORIGIN;
const memberAreaOrigin = `http://localhost:${sitePort('member_area')}`;
const apiUrl = `http://localhost:${API_PORT}`;

const problems = [];
/** Runs one measurement; a failure is reported as a problem and the bench goes on. */
async function attempt(label, measure) {
  try {
    return await measure();
  } catch (error) {
    problems.push(`${label} not measured: ${error instanceof Error ? error.message : error}`);
    console.error(`  ${label} not measured:`, error);
    return null;
  }
}

function printWeight(label, weight) {
  console.info(
    `\n${label}: ${weight.scripts.size} scripts, ${kb(weight.raw)}, ${kb(weight.gzip)} gzip; ` +
      `${weight.requests} requests; scrolling to the end loads ${kb(weight.later.gzip)} more ` +
      `in ${weight.later.files} files`,
  );
  for (const [url, size] of [...weight.scripts].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8)) {
    console.info(`  ${kb(size.gzip).padStart(10)}  ${url.replace(/^http:\/\/localhost/, '')}`);
  }
}

function printLighthouse(lighthouse) {
  const { performance, lcp, tbt, cls } = lighthouse;
  console.info(
    `  Lighthouse: performance ${withRuns(performance.median, performance.runs, String)}; ` +
      `LCP ${withRuns(lcp.median, lcp.runs, seconds)}; TBT ${withRuns(tbt.median, tbt.runs, ms)}; ` +
      `CLS ${cls.median.toFixed(3)}`,
  );
}

/** A page's weight, then its Lighthouse runs. */
async function measurePage(label, url, ready) {
  const weight = await measureWeight(browser, url, ready);
  printWeight(label, weight);
  const lighthouse = withLighthouse ? await measureLighthouse(url, runs) : null;
  if (lighthouse) printLighthouse(lighthouse);
  return { weight, lighthouse };
}

console.info(
  `Site: ${site}   runs: ${runs}   cores: ${availableParallelism()}   ` +
    `load average (1, 5, 15 min) at the start: ${loadAverages()}`,
);
const browser = await launchBrowser();

const publicPages = await underLoad(async () => {
  const pages = [];
  for (const path of paths) {
    const page = await attempt(path, () => measurePage(path, `${site}${path}`));
    if (page) pages.push({ path, ...page });
  }
  const reference = await attempt('reference page', async () => {
    const server = await startReferencePage(site);
    try {
      return await measurePage(
        `reference (the home page, React only) ${server.url}`,
        server.url,
        floorHasHydrated,
      );
    } finally {
      await server.close();
    }
  });
  return { pages, reference };
});
for (const page of publicPages.result.pages) problems.push(...publicPageMisses(page));
if (publicPages.result.reference?.lighthouse) {
  console.info('\nOur TBT and LCP against the reference page:');
  for (const line of referenceComparison(publicPages.result.pages, publicPages.result.reference)) {
    console.info(`  ${line}`);
  }
}

// Signed in just before it is needed: the access token lives 15 minutes.
const session = await attempt('demo member sign-in', () => signIn(apiUrl));

const memberPages = await underLoad(async () => {
  const pages = [];
  if (!session) return pages;
  for (const spec of MEMBER_PAGES) {
    const page = await attempt(spec.path, () =>
      measureMemberPage(browser, site, session, spec, runs),
    );
    if (!page) continue;
    console.info(
      `\n${spec.path} (signed in, 4× slower CPU): ${kb(page.gzip)} gzip in ${page.files} files; ` +
        `${page.requests} requests; content shown after ` +
        withRuns(page.content.median, page.content.runs, ms),
    );
    pages.push(page);
  }
  return pages;
});
for (const page of memberPages.result) problems.push(...memberPageMisses(page));

const interactions = await underLoad(async () => {
  const measured = [];
  for (const spec of INTERACTIONS) {
    if (spec.signedIn && !session) continue;
    const interaction = await attempt(spec.name, () =>
      measureInteraction(browser, site, session, spec, runs),
    );
    if (!interaction) continue;
    console.info(
      `\n${spec.name} on ${spec.path} (4× slower CPU): input to next paint ` +
        `${withRuns(interaction.latency.median, interaction.latency.runs, ms)}; ` +
        `opened after ${withRuns(interaction.shown.median, interaction.shown.runs, ms)}`,
    );
    measured.push(interaction);
  }
  return measured;
});
for (const interaction of interactions.result) problems.push(...interactionMisses(interaction));

const fallback = await underLoad(() =>
  attempt('dead-remote fallback', () =>
    measureDeadRemoteFallback(browser, site, memberAreaOrigin, runs),
  ),
);
if (fallback.result) problems.push(...fallbackMisses(fallback.result));
await browser.close();

const summary = [
  ...publicPagesTable(publicPages.result.pages, publicPages.result.reference, publicPages.load),
  '',
  ...(publicPages.result.reference?.lighthouse
    ? referenceComparison(publicPages.result.pages, publicPages.result.reference).map(
        (line) => `- ${line}`,
      )
    : []),
  '',
  ...memberPagesTable(memberPages.result, memberPages.load),
  '',
  ...interactionsTable(interactions.result, interactions.load),
  '',
  ...(fallback.result ? [fallbackLine(fallback.result, fallback.load)] : []),
];
console.info(`\n${summary.join('\n')}`);
console.info(`\nLoad average (1, 5, 15 min) at the end: ${loadAverages()}`);
if (problems.length)
  console.error(`\nMissed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
process.exit(problems.length ? 1 : 0);
