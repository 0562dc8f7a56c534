/**
 * Where a page's main-thread time goes, task by task: loads a page of the
 * served site at a phone's CPU (4× slower, as Lighthouse's mobile setting)
 * while recording a Chrome trace and a sampling CPU profile, then prints every
 * task of at least `--min` ms with what it spent its time on (style, layout,
 * paint, script by file) and the JavaScript functions that ran in it (self
 * and inclusive samples). Lighthouse's `bootup-time` charges a task to the
 * script that started it (a microtask that renders the page is charged to a
 * tiny chunk whose load event resolved it); this reads the samples instead.
 *
 *   node e2e/tools/long-tasks.mjs <path> [--min 50] [--top 12] [--desktop] [--as <e-mail>]
 *   node e2e/tools/long-tasks.mjs /events --min 100
 *
 * `--return` records a return visit instead: the page is loaded once (the HTTP
 * cache fills and the service worker takes control), then opened in a new tab.
 * SITE_PORT_BASE picks the site (default 3000). `--as` signs in first (the
 * code comes from the API's development mailbox), for member pages. Minified
 * names are the build's: open the file at the printed line:column.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchBrowser, slowCpu } from './bench-pages/browser.mjs';
import { signIn, signedInState } from './bench-pages/member-session.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    min: { type: 'string', default: '50' },
    top: { type: 'string', default: '12' },
    desktop: { type: 'boolean', default: false },
    as: { type: 'string' },
    return: { type: 'boolean', default: false },
  },
});
const path = positionals[0] ?? '/';
const minTaskMs = Number(values.min);
const top = Number(values.top);
const site = `http://localhost:${Number(process.env.SITE_PORT_BASE ?? 3000)}`;

/** What a trace event's time goes to, in Lighthouse's words where they fit. */
const KINDS = new Map([
  ['UpdateLayoutTree', 'style'],
  ['RecalculateStyles', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['PrePaint', 'paint'],
  ['Layerize', 'paint'],
  ['Commit', 'paint'],
  ['ParseHTML', 'parse HTML'],
  ['ParseAuthorStyleSheet', 'parse CSS'],
  ['v8.compile', 'compile'],
  ['v8.compileModule', 'compile'],
  ['MinorGC', 'garbage collection'],
  ['MajorGC', 'garbage collection'],
]);

async function record() {
  const browser = await launchBrowser();
  const apiUrl = `http://localhost:${Number(process.env.SITE_PORT_BASE ?? 3000) + 1000}`;
  const session = values.as ? await signIn(apiUrl, values.as) : null;
  const context = await browser.newContext({
    ...(values.desktop
      ? { viewport: { width: 1280, height: 800 } }
      : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }),
    ...(session ? { storageState: signedInState(site, session) } : {}),
  });
  if (values.return) {
    const first = await context.newPage();
    await first.goto(`${site}${path}`, { waitUntil: 'networkidle', timeout: 90_000 });
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    });
    await first.waitForLoadState('networkidle');
    await first.close();
  }
  const page = await context.newPage();
  await slowCpu(page);
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(`${site}${path}`, { waitUntil: 'networkidle', timeout: 90_000 });
  await page.waitForTimeout(1500);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();
  return { events, profile };
}

/** The renderer's main thread: the CrRendererMain thread with the most events. */
function mainThreadEvents(events) {
  const threads = events
    .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`);
  const counts = new Map(threads.map((thread) => [thread, 0]));
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (counts.has(thread)) counts.set(thread, counts.get(thread) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
}

const fileOf = (url) => url.split('/').pop() || url;
const frameName = ({ functionName, url, lineNumber, columnNumber }) =>
  `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber}:${columnNumber}`;

/** Each sample's time (trace clock, µs), node and the node's ancestors. */
function samplesOf(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  let time = profile.startTime;
  return profile.samples.map((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const stack = [];
    for (let current = id; current !== undefined; current = parents.get(current)) {
      stack.push(frameName(nodes.get(current).callFrame));
    }
    return { time, self: stack[0], stack };
  });
}

const ms = (microseconds) => `${(microseconds / 1000).toFixed(0)} ms`;
const counted = (map, key, amount) => map.set(key, (map.get(key) ?? 0) + amount);
const topOf = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

const { events, profile } = await record();
const main = mainThreadEvents(events);
const start = main[0]?.ts ?? 0;
const tasks = main.filter((event) => event.name === 'RunTask');
const busy = tasks.reduce((total, task) => total + task.dur, 0);
const long = tasks.filter((task) => task.dur >= minTaskMs * 1000);
const blocking = tasks.reduce((total, task) => total + Math.max(0, task.dur - 50_000), 0);
const samples = samplesOf(profile);
const ignored = new Set(['(program) :-1:-1', '(idle) :-1:-1', '(root) :-1:-1']);

console.info(
  `${path}${values.return ? ' (return visit)' : ''} at 4× CPU: ${tasks.length} tasks, ${ms(busy)} busy, ${long.length} of ${minTaskMs} ms or more, ` +
    `${ms(blocking)} beyond 50 ms (load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')})`,
);
for (const task of long) {
  const end = task.ts + task.dur;
  const kinds = new Map();
  const scripts = new Map();
  for (const event of main) {
    if (event.ts <= task.ts || event.ts >= end) continue;
    const kind = KINDS.get(event.name);
    if (kind) counted(kinds, kind, event.dur ?? 0);
    const url = event.args?.data?.url;
    if ((event.name === 'EvaluateScript' || event.name === 'FunctionCall') && url) {
      counted(scripts, fileOf(url), event.dur ?? 0);
    }
  }
  const selfTime = new Map();
  const inclusive = new Map();
  let sampled = 0;
  for (const sample of samples) {
    if (sample.time < task.ts || sample.time >= end) continue;
    sampled += 1;
    if (!ignored.has(sample.self)) counted(selfTime, sample.self, 1);
    for (const frame of new Set(sample.stack))
      if (!ignored.has(frame)) counted(inclusive, frame, 1);
  }
  const share = (count) => `${Math.round((100 * count) / Math.max(1, sampled))} %`;
  console.info(`\n+${ms(task.ts - start)}: task of ${ms(task.dur)}`);
  if (kinds.size)
    console.info(
      `  rendering: ${topOf(kinds, 6)
        .map(([kind, time]) => `${kind} ${ms(time)}`)
        .join(', ')}`,
    );
  if (scripts.size)
    console.info(
      `  started by: ${topOf(scripts, 4)
        .map(([file, time]) => `${file} ${ms(time)}`)
        .join(', ')}`,
    );
  if (selfTime.size) {
    console.info(`  self (share of ${sampled} samples):`);
    for (const [frame, count] of topOf(selfTime, top))
      console.info(`    ${share(count).padStart(5)}  ${frame}`);
    console.info('  inclusive:');
    for (const [frame, count] of topOf(inclusive, top))
      console.info(`    ${share(count).padStart(5)}  ${frame}`);
  }
}
