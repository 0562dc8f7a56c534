/**
 * The request waterfall of the signed-in pages on a first visit (a fresh
 * browser context, 4× slower CPU, as bench:pages measures them): per page,
 * the scripts and their bytes (gzip -9) by origin (shell, member-area remote,
 * others), every request by origin, and the waterfall's depth, the number of
 * sequential rounds before the page's content shows.
 *
 * A request's round is one more than the deepest round among the scripts on
 * its initiator's stack (async parents included: all of them had to arrive
 * before the request was made); the document is round 1, what its HTML names
 * round 2. The depth is the highest round among the scripts (and federation
 * manifests) that finished before the content showed. Also counted: the
 * scripts first asked for after the remote's entry had arrived, a round
 * later than the entry.
 *
 *   node e2e/tools/member-waterfall.mjs [--runs 3] [--list] [path ...]
 *
 * Needs the site served (`pnpm serve`, SITE_PORT_BASE picks it) with its
 * development API, as bench:pages does.
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { API_PORT, SITE_ORIGIN, sitePort } from '../../scripts/site-apps.mjs';
import { launchBrowser, slowCpu } from './bench-pages/browser.mjs';
import { median } from './bench-pages/figures.mjs';
import { contentTime, MEMBER_PAGES } from './bench-pages/member-pages.mjs';
import { signedInState, signIn } from './bench-pages/member-session.mjs';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, list: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const pages = positionals.length
  ? MEMBER_PAGES.filter((spec) => positionals.includes(spec.path))
  : MEMBER_PAGES;

const site = SITE_ORIGIN;
const origins = {
  [new URL(site).origin]: 'shell',
  [`http://localhost:${sitePort('member_area')}`]: 'member',
  [`http://localhost:${API_PORT}`]: 'api',
};
const originOf = (url) => origins[new URL(url).origin] ?? 'other';

/** One first visit: every request with its round and timing, and the content time. */
async function firstVisit(browser, session, spec) {
  const context = await browser.newContext({ storageState: signedInState(site, session) });
  try {
    const page = await context.newPage();
    await slowCpu(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Async stacks: a chunk the runtime loads for a module names the module's script too.
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
    const requests = new Map();
    const roundOfUrl = new Map();
    const stackUrls = (stack) => {
      const urls = [];
      for (let part = stack; part; part = part.parent) {
        for (const frame of part.callFrames) if (frame.url) urls.push(frame.url);
      }
      return urls;
    };
    cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type, timestamp }) => {
      if (request.url.startsWith('data:')) return;
      const parents =
        initiator.type === 'script'
          ? stackUrls(initiator.stack)
          : initiator.url
            ? [initiator.url]
            : initiator.type === 'parser' || initiator.type === 'preload'
              ? [page.url()]
              : [];
      const round =
        type === 'Document'
          ? 1
          : 1 + Math.max(1, ...parents.map((url) => roundOfUrl.get(url) ?? 1));
      if (!roundOfUrl.has(request.url)) roundOfUrl.set(request.url, round);
      requests.set(requestId, { url: request.url, type, round, start: timestamp, end: null });
    });
    cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { end: timestamp, transferred: encodedDataLength });
    });
    const scripts = new Map();
    const reading = [];
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      reading.push(
        response
          .body()
          .then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length))
          .catch(() => {}),
      );
    });
    await page.goto(`${site}${spec.path}`, { waitUntil: 'commit' });
    const shown = await contentTime(page, spec);
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    // CDP timestamps are monotonic seconds from an arbitrary origin; the
    // document's request is the navigation's start, as performance.now() counts.
    const list = [...requests.values()];
    const first = Math.min(...list.map((entry) => entry.start));
    const shownAt = first + shown / 1000;
    const beforeContent = list.filter((entry) => entry.end !== null && entry.end <= shownAt);
    // Scripts asked for only once the remote's entry had arrived: a round after it.
    const entry = list.find((item) => /\/remoteEntry\.js$/.test(item.url));
    const afterEntry = beforeContent.filter(
      (item) => entry?.end && scripts.has(item.url) && item.start > entry.end,
    ).length;
    const byOrigin = {};
    for (const entry of list) {
      const origin = originOf(entry.url);
      byOrigin[origin] ??= { requests: 0, scripts: 0, gzip: 0 };
      byOrigin[origin].requests += 1;
      if (scripts.has(entry.url)) {
        byOrigin[origin].scripts += 1;
        byOrigin[origin].gzip += scripts.get(entry.url);
      }
    }
    return {
      shown,
      requests: list.length,
      scripts: scripts.size,
      gzip: [...scripts.values()].reduce((total, size) => total + size, 0),
      byOrigin,
      // Code only: an API request's round depends on CORS preflights and the session's refresh.
      depth: Math.max(
        ...beforeContent
          .filter((item) => scripts.has(item.url) || item.url.endsWith('/mf-manifest.json'))
          .map((item) => item.round),
      ),
      afterEntry,
      list: list.map((entry) => ({
        ...entry,
        origin: originOf(entry.url),
        gzip: scripts.get(entry.url),
        start: Math.round((entry.start - first) * 1000),
        end: entry.end === null ? null : Math.round((entry.end - first) * 1000),
      })),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const session = await signIn(`http://localhost:${API_PORT}`);
const browser = await launchBrowser();
try {
  for (const spec of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await firstVisit(browser, session, spec));
    const last = samples[samples.length - 1];
    console.info(`\n## ${spec.path} (${runs} first visits; figures of the last, times median)`);
    console.info(
      `content ${Math.round(median(samples.map((s) => s.shown)))} ms ` +
        `[${samples.map((s) => Math.round(s.shown)).join(', ')}]; ` +
        `requests ${last.requests}; scripts ${last.scripts}, ${kb(last.gzip)} gzip; ` +
        `rounds before content ${last.depth} [${samples.map((s) => s.depth).join(', ')}]; ` +
        `scripts asked for after remoteEntry.js arrived ${last.afterEntry} ` +
        `[${samples.map((s) => s.afterEntry).join(', ')}]`,
    );
    for (const [origin, figures] of Object.entries(last.byOrigin)) {
      console.info(
        `  ${origin.padEnd(6)} ${String(figures.requests).padStart(3)} requests, ` +
          `${String(figures.scripts).padStart(3)} scripts, ${kb(figures.gzip)}`,
      );
    }
    if (values.list) {
      for (const entry of last.list.sort((a, b) => a.start - b.start)) {
        console.info(
          `  r${entry.round} ${String(entry.start).padStart(5)}–${String(entry.end).padStart(5)} ` +
            `${entry.origin.padEnd(6)} ${entry.gzip ? kb(entry.gzip).padStart(8) : '        '} ` +
            `${entry.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      }
    }
  }
} finally {
  await browser.close();
}
