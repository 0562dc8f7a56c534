/**
 * Benchmark of the built, composed site as a visitor on a phone meets it,
 * measured against a reference page in the same run: the home page's
 * prerendered HTML hydrated by React alone (bench-pages/reference-page.mjs),
 * the floor any React page pays. Machines differ several times in speed, so
 * the CPU-bound budgets are ratios or differences to that reference, and the
 * reference and our pages are measured in interleaved rounds (each round
 * measures every one of them once, in the same browser), so a change in the
 * machine's load hits both alike. Each figure is the median of --runs rounds
 * (5 by default), printed with every round's value.
 *
 * Needs the site served (`pnpm start` or `pnpm serve`; SITE_PORT_BASE picks
 * it) with its development API (the member pages sign the demo member in with
 * a code read from the API's development outbox).
 *
 *   - public: / /connect/producers /members /about /signin and the reference
 *     (a page in Hindi or Gujarati, `/hi`, `/gu/about`, against the reference
 *     built from the home page in its language, with that script's font):
 *     the JavaScript of a cold load that stays on the first screen (gzip -9)
 *     and its requests, once each; then Lighthouse mobile (simulated slow 4G,
 *     4× slower CPU) in one system Chromium: performance score, TBT, LCP, CLS
 *     and main-thread work (mainthread-work-breakdown), with the median run's
 *     breakdown and its costliest scripts (bootup-time);
 *   - member: /my-account /my-leads /meet-members signed in, at a 4× slower
 *     CPU: the time until the page's heading and first item show on a first
 *     visit (a fresh browser context) and on a return visit (a new tab of the
 *     same context, HTTP cache warm and any service worker active), against
 *     the reference page's LCP measured the same way;
 *   - interactions: input to next paint at a 4× slower CPU (Event Timing):
 *     a header menu, a producer tile's modal, Ask an Expert, a lead's detail;
 *   - fallback: how long /members takes to show "This section is temporarily
 *     unavailable" when the member area's server refuses every connection.
 *
 *   node e2e/tools/bench-page-weight.mjs [--runs 5] [--no-lighthouse]
 *     [--only public|member|interactions|fallback[,...]] [path ...]
 *
 * Paths given pick the public and member pages measured (a member page is
 * one of the three above); a part none of them belongs to is skipped.
 *
 * Budgets (bench-pages/budgets.mjs; exit code 1 when one is missed or a
 * figure could not be measured): on every public page main-thread work at
 * most 1.5× the reference's, Lighthouse score at least the reference's − 3,
 * TBT at most the reference's + 100 ms, CLS at most 0.05; home page JS at most
 * 170 KB gzip; a member page's content on a first visit within 2× the
 * reference's LCP, on a return visit within 1 s; each interaction within
 * 200 ms; the dead-remote fallback within 1.5 s.
 *
 * The load average is printed at the start and the end and heads every
 * table. Last comes a Markdown summary for docs/performance.md, "Latest run".
 */
import { parseArgs } from 'node:util';
import { API_PORT, SITE_ORIGIN, sitePort } from '../../scripts/site-apps.mjs';
import { launchBrowser } from './bench-pages/browser.mjs';
import {
  fallbackChecks,
  interactionChecks,
  memberPageChecks,
  misses,
  publicPageChecks,
} from './bench-pages/budgets.mjs';
import { measureDeadRemoteFallback } from './bench-pages/dead-remote.mjs';
import {
  cores,
  kb,
  loadAverages,
  median,
  ms,
  spread,
  underLoad,
  withRuns,
} from './bench-pages/figures.mjs';
import { INTERACTIONS, measureInteraction } from './bench-pages/interactions.mjs';
import { summariseLighthouse } from './bench-pages/lighthouse-figures.mjs';
import { startLighthouse } from './bench-pages/lighthouse-runs.mjs';
import { MEMBER_PAGES, memberPageRun, referenceLcpRun } from './bench-pages/member-pages.mjs';
import { signIn } from './bench-pages/member-session.mjs';
import { measureWeight } from './bench-pages/page-weight.mjs';
import { floorHasHydrated, startReferencePage } from './bench-pages/reference-page.mjs';
import {
  fallbackLine,
  interactionsTable,
  lighthouseDetail,
  memberPagesTable,
  publicPagesTable,
  REFERENCE_LABEL,
  languageOfPath,
  referenceFor,
  referenceLabel,
  referenceName,
  summary,
} from './bench-pages/report.mjs';
import { measureInRounds } from './bench-pages/rounds.mjs';

const DEFAULT_PATHS = ['/', '/connect/producers', '/members', '/about', '/events', '/signin'];
const PARTS = ['public', 'member', 'interactions', 'fallback'];
const REFERENCE = referenceName('en');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of rounds, 1 or more (got ${values.runs})`);
  process.exit(2);
}
const parts = new Set(values.only ? values.only.split(',').map((part) => part.trim()) : PARTS);
for (const part of parts) {
  if (!PARTS.includes(part)) {
    console.error(`--only takes ${PARTS.join(', ')} (or several, comma-separated); got ${part}`);
    process.exit(2);
  }
}
const memberSpecs = positionals.length
  ? MEMBER_PAGES.filter((spec) => positionals.includes(spec.path))
  : MEMBER_PAGES;
const publicPaths = positionals.length
  ? positionals.filter((path) => !MEMBER_PAGES.some((spec) => spec.path === path))
  : DEFAULT_PATHS;
const withLighthouse = !values['no-lighthouse'];
const site = SITE_ORIGIN;
const memberAreaOrigin = `http://localhost:${sitePort('member_area')}`;
const apiUrl = `http://localhost:${API_PORT}`;

const problems = [];
/** Runs one measurement; a failure is reported as a problem and the bench goes on. */
async function attempt(label, measure) {
  try {
    return await measure();
  } catch (error) {
    notMeasured(label, error);
    return null;
  }
}
function notMeasured(label, error) {
  const reason = error instanceof Error ? error.message : (error ?? 'no result');
  problems.push(`${label} not measured: ${reason}`);
  console.error(`  ${label} not measured:`, error ?? 'no result');
}

/** The demo member's session, signed in again after 10 minutes (an access token lives 15). */
let session = null;
async function memberSession() {
  if (!session || Date.now() - session.at > 10 * 60_000) {
    session = { ...(await signIn(apiUrl)), at: Date.now() };
  }
  return session;
}

/**
 * The reference page of each language, built from the served home page in that language once
 * and shared by the parts (the member pages and the dead remote use the English one).
 */
const referenceServers = new Map();
function referencePage(language = 'en') {
  if (!referenceServers.has(language)) {
    referenceServers.set(
      language,
      startReferencePage(site, language === 'en' ? '/' : `/${language}`),
    );
  }
  return referenceServers.get(language);
}

function printWeight(label, weight) {
  console.info(
    `\n${label}: ${weight.scripts.size} scripts, ${kb(weight.raw)}, ${kb(weight.gzip)} gzip; ` +
      `${weight.requests} requests; scrolling to the end loads ${kb(weight.later.gzip)} more ` +
      `in ${weight.later.files} files`,
  );
  for (const [url, size] of [...weight.scripts].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8)) {
    console.info(`  ${kb(size.gzip).padStart(10)}  ${url.replace(/^http:\/\/localhost:\d+/, '')}`);
  }
}

/**
 * The public pages and the reference: each one's weight once (bytes do not
 * depend on the load), then `runs` interleaved rounds of Lighthouse in one
 * Chromium.
 */
async function measurePublicPages() {
  // English's reference always (it heads every table); another language's when one of its
  // pages is measured.
  const languages = ['en', ...new Set(publicPaths.map(languageOfPath).filter((l) => l !== 'en'))];
  const references = [];
  for (const language of languages) {
    const label = referenceLabel(language);
    const server = await attempt(label, () => referencePage(language));
    if (server) {
      references.push({
        name: referenceName(language),
        label,
        url: server.url,
        ready: floorHasHydrated,
      });
    }
  }
  const targets = [
    ...references,
    ...publicPaths.map((path) => ({ name: path, label: path, url: `${site}${path}` })),
  ];
  const weights = new Map();
  for (const target of targets) {
    const weight = await attempt(`${target.label} (weight)`, () =>
      measureWeight(browser, target.url, target.ready),
    );
    if (weight) printWeight(target.label, weight);
    weights.set(target.name, weight);
  }
  const lighthouseSamples = new Map();
  if (withLighthouse && targets.length) {
    console.info(`\nLighthouse, ${runs} interleaved rounds (load average ${loadAverages()}):`);
    const lighthouse = await attempt('Lighthouse', startLighthouse);
    if (lighthouse) {
      try {
        const samples = await measureInRounds(
          targets,
          runs,
          async (target, round) => {
            const sample = await lighthouse.run(target.url);
            if (sample) {
              console.info(
                `  round ${round + 1}/${runs} ${target.label}: ${sample.performance}, ` +
                  `main-thread work ${ms(sample.mainThread)}, TBT ${ms(sample.tbt)}, ` +
                  `LCP ${ms(sample.lcp)}, CLS ${sample.cls.toFixed(3)}`,
              );
            }
            return sample;
          },
          (target, error) =>
            console.warn(`  a Lighthouse run of ${target.label} failed:`, error ?? 'no result'),
        );
        for (const [name, list] of samples) lighthouseSamples.set(name, list);
      } finally {
        lighthouse.close();
      }
    }
  }
  const measured = targets.map((target) => {
    const samples = lighthouseSamples.get(target.name) ?? [];
    if (withLighthouse && samples.length === 0) {
      notMeasured(`${target.label} (Lighthouse)`, null);
    }
    return {
      name: target.name,
      path: target.name,
      label: target.label,
      weight: weights.get(target.name),
      lighthouse: samples.length ? summariseLighthouse(samples) : null,
    };
  });
  for (const page of measured) {
    if (page.lighthouse)
      console.info(`\n${lighthouseDetail(page.label, page.lighthouse).join('\n')}`);
  }
  const isReference = (page) => references.some((reference) => reference.name === page.name);
  const measuredReferences = measured.filter(isReference);
  return {
    references: measuredReferences,
    // A page is held to the reference in its own language (English's if that one failed).
    pages: measured
      .filter((page) => !isReference(page))
      .map((page) => ({ ...page, reference: referenceFor(page.path, measuredReferences) })),
  };
}

/**
 * The member pages' first and return visits and the reference page's LCP,
 * all at a 4× slower CPU in Playwright, in `runs` interleaved rounds.
 */
async function measureMemberPages() {
  const server = await attempt('reference page', referencePage);
  if (!(await attempt('demo member sign-in', memberSession))) return { pages: [], reference: null };
  const targets = [
    ...(server ? [{ name: REFERENCE, label: `${REFERENCE_LABEL} (LCP)` }] : []),
    ...memberSpecs.map((spec) => ({ name: spec.path, label: spec.path, spec })),
  ];
  const samples = await measureInRounds(
    targets,
    runs,
    async (target, round) => {
      const sample = target.spec
        ? await memberPageRun(browser, site, await memberSession(), target.spec)
        : await referenceLcpRun(browser, server.url);
      console.info(
        `  round ${round + 1}/${runs} ${target.label}: ` +
          (target.spec
            ? `first visit ${ms(sample.firstVisit)}, return visit ${ms(sample.returnVisit)}` +
              (sample.serviceWorker ? ' (service worker active)' : '')
            : `LCP ${ms(sample.lcp)}`),
      );
      return sample;
    },
    (target, error) => console.warn(`  a run of ${target.label} failed:`, error ?? 'no result'),
  );
  const referenceSamples = samples.get(REFERENCE) ?? [];
  if (server && referenceSamples.length === 0) notMeasured(`${REFERENCE_LABEL} (LCP)`, null);
  const pages = [];
  for (const spec of memberSpecs) {
    const list = samples.get(spec.path);
    if (list.length === 0) {
      notMeasured(spec.path, null);
      continue;
    }
    const middle = (name) => median(list.map((sample) => sample[name]));
    pages.push({
      path: spec.path,
      gzip: middle('gzip'),
      files: Math.round(middle('files')),
      requests: Math.round(middle('requests')),
      firstVisit: spread(list, 'firstVisit'),
      returnVisit: spread(list, 'returnVisit'),
      serviceWorker: list.some((sample) => sample.serviceWorker),
    });
  }
  return {
    pages,
    reference: referenceSamples.length ? spread(referenceSamples, 'lcp') : null,
  };
}

async function measureInteractions() {
  const measured = [];
  for (const spec of INTERACTIONS) {
    const signedIn = spec.signedIn ? await attempt('demo member sign-in', memberSession) : null;
    if (spec.signedIn && !signedIn) continue;
    const interaction = await attempt(spec.name, () =>
      measureInteraction(browser, site, signedIn, spec, runs),
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
}

const loadStart = loadAverages();
console.info(
  `Site: ${site}   rounds: ${runs}   cores: ${cores()}   parts: ${[...parts].join(', ')}   ` +
    `load average (1, 5, 15 min) at the start: ${loadStart}`,
);
const siteUp = await fetch(`${site}/`).then(
  (response) => response.ok,
  () => false,
);
if (!siteUp) {
  console.error(
    `\nThe site does not answer at ${site}/: serve it first (pnpm serve) with this SITE_PORT_BASE.`,
  );
  process.exit(1);
}
const browser = await launchBrowser();
const tables = [];
const checks = [];
const loads = [];

if (parts.has('public') && publicPaths.length) {
  console.info('\n## Public pages');
  const { result, load } = await underLoad(measurePublicPages);
  loads.push({ name: 'public pages', load });
  tables.push(...publicPagesTable(result.pages, result.references, load), '');
  for (const page of result.pages) checks.push(...publicPageChecks(page, page.reference));
}

if (parts.has('member') && memberSpecs.length) {
  console.info('\n## Member pages');
  const { result, load } = await underLoad(measureMemberPages);
  loads.push({ name: 'member pages', load });
  tables.push(...memberPagesTable(result.pages, result.reference, load), '');
  for (const page of result.pages) checks.push(...memberPageChecks(page, result.reference));
}

if (parts.has('interactions')) {
  console.info('\n## Interactions');
  const { result, load } = await underLoad(measureInteractions);
  loads.push({ name: 'interactions', load });
  tables.push(...interactionsTable(result, load), '');
  for (const interaction of result) checks.push(...interactionChecks(interaction));
}

if (parts.has('fallback')) {
  console.info('\n## Dead-remote fallback');
  const { result, load } = await underLoad(() =>
    attempt('dead-remote fallback', () =>
      measureDeadRemoteFallback(browser, site, memberAreaOrigin, runs),
    ),
  );
  loads.push({ name: 'fallback', load });
  if (result) {
    tables.push(fallbackLine(result, load), '');
    checks.push(...fallbackChecks(result));
  }
}

await browser.close();
for (const server of referenceServers.values()) await (await server.catch(() => null))?.close();

const loadEnd = loadAverages();
console.info(`\n${tables.join('\n')}`);
console.info(`Load average (1, 5, 15 min) at the end: ${loadEnd}`);
const markdown = summary({
  checks,
  date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  cores: cores(),
  runs,
  loadStart,
  loadEnd,
  parts: loads,
});
console.info(`\nSummary for docs/performance.md (Markdown):\n\n${markdown.join('\n')}`);
problems.push(...misses(checks));
if (problems.length) {
  console.error(`\nMissed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
}
process.exit(problems.length ? 1 : 0);
