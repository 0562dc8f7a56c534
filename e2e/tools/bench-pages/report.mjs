import { formatFigure, kb, ms, relationText, seconds, withRuns } from './figures.mjs';

const row = (cells) => `| ${cells.join(' | ')} |`;
export const table = (header, rows) => [
  row(header),
  row(header.map(() => '---')),
  ...rows.map((cells) => row(cells)),
];
const integer = (value) => `${Math.round(value)}`;
const cls = (value) => value.toFixed(3);

export const REFERENCE_LABEL = 'reference: the home page, React only';

const LANGUAGE_NAMES = { hi: 'Hindi', gu: 'Gujarati' };

/** The language of a page's path: `/hi/about` is Hindi (`hi`), `/about` English (`en`). */
export const languageOfPath = (path) => /^\/(hi|gu)(?=\/|$)/.exec(path)?.[1] ?? 'en';

/** The name of a language's reference page among the measured pages. */
export const referenceName = (language) =>
  language === 'en' ? 'reference' : `reference-${language}`;

/**
 * The reference a page is held to: the one in its own language, else English's (when the
 * other could not be measured); null when neither was.
 */
export function referenceFor(path, references) {
  const byName = (name) => references.find((reference) => reference.name === name);
  return byName(referenceName(languageOfPath(path))) ?? byName(referenceName('en')) ?? null;
}

/**
 * The reference page's label in a language: a page in Hindi or Gujarati is held to the home
 * page in the same language, whose text is laid out in the same script and font.
 */
export function referenceLabel(language) {
  const name = LANGUAGE_NAMES[language];
  return name ? `reference: the ${name} home page, React only` : REFERENCE_LABEL;
}

function lighthouseCells(lighthouse) {
  if (!lighthouse) return ['not measured', '', '', '', ''];
  return [
    withRuns(lighthouse.performance.median, lighthouse.performance.runs, integer),
    withRuns(lighthouse.mainThread.median, lighthouse.mainThread.runs, ms),
    withRuns(lighthouse.tbt.median, lighthouse.tbt.runs, ms),
    seconds(lighthouse.lcp.median),
    cls(lighthouse.cls.median),
  ];
}

/** The public pages and the reference pages (one per language measured), every figure with its runs. */
export function publicPagesTable(pages, references, load) {
  const cells = (label, { weight, lighthouse }) => [
    label,
    weight ? `${kb(weight.gzip)} (${weight.scripts.size})` : 'not measured',
    weight ? `${weight.requests}` : '',
    ...lighthouseCells(lighthouse),
  ];
  const rows = pages.map((page) => cells(`\`${page.path}\``, page));
  for (const reference of references) rows.push(cells(reference.label, reference));
  return [
    `Public pages, Lighthouse mobile, interleaved rounds (${load}):`,
    '',
    ...table(
      [
        'page',
        'JS gzip (files)',
        'requests',
        'Lighthouse perf (runs)',
        'main-thread work (runs)',
        'TBT (runs)',
        'LCP',
        'CLS',
      ],
      rows,
    ),
  ];
}

/**
 * Where one page's main-thread time went in its median run (by main-thread
 * work): Lighthouse's groups, and the scripts that cost most (bootup-time).
 */
export function lighthouseDetail(label, lighthouse, topScripts = 6) {
  const run = lighthouse.medianRun;
  const groups = run.breakdown
    .filter((group) => group.duration >= 1)
    .map((group) => `${group.label} ${ms(group.duration)}`)
    .join(', ');
  const lines = [
    `${label}: main-thread work ${ms(run.mainThread)} in its median run: ${groups}`,
    '  scripts (bootup-time: all main-thread time spent on the script, then of it evaluation, parse & compile):',
  ];
  if (run.scripts.length === 0) lines.push('    none over Lighthouse’s 50 ms threshold');
  for (const script of run.scripts.slice(0, topScripts)) {
    lines.push(
      `    ${ms(script.total).padStart(8)} (evaluation ${ms(script.scripting)}, ` +
        `parse & compile ${ms(script.parseCompile)})  ${script.url.replace(/^http:\/\/localhost:\d+/, '')}`,
    );
  }
  return lines;
}

export function memberPagesTable(pages, referenceLcp, load) {
  const rows = pages.map((page) => [
    `\`${page.path}\``,
    `${kb(page.gzip)} (${page.files})`,
    `${page.requests}`,
    withRuns(page.firstVisit.median, page.firstVisit.runs, ms),
    page.returnVisit ? withRuns(page.returnVisit.median, page.returnVisit.runs, ms) : '',
    page.serviceWorker ? 'yes' : 'no',
  ]);
  if (referenceLcp) {
    rows.push([
      `${REFERENCE_LABEL} (its LCP)`,
      '',
      '',
      withRuns(referenceLcp.median, referenceLcp.runs, ms),
      '',
      '',
    ]);
  }
  return [
    `Member pages, signed in, 4× slower CPU, interleaved rounds (${load}):`,
    '',
    ...table(
      [
        'page',
        'JS gzip (files)',
        'requests',
        'content shown, first visit (runs)',
        'return visit (runs)',
        'service worker',
      ],
      rows,
    ),
  ];
}

export function interactionsTable(interactions, load) {
  return [
    `Interactions, input to next paint, 4× slower CPU (${load}):`,
    '',
    ...table(
      ['interaction', 'page', 'latency (runs)', 'opened after'],
      interactions.map((interaction) => [
        interaction.name,
        `\`${interaction.path}\``,
        withRuns(interaction.latency.median, interaction.latency.runs, ms),
        ms(interaction.shown.median),
      ]),
    ),
  ];
}

export function fallbackLine(fallback, load) {
  return (
    `Dead-remote fallback on /members (${load}): ` +
    `${withRuns(fallback.sinceNavigation.median, fallback.sinceNavigation.runs, ms)} after ` +
    `navigation start (${ms(fallback.sinceRemote)} after the first request to the remote)`
  );
}

const verdict = (met) => (met === null ? '' : met ? 'yes' : '**no**');

/** Which budgets were met, and each missed one by page and figure. */
export function verdictSentence(checks) {
  const budgeted = checks.filter((check) => check.met !== null);
  const missed = budgeted.filter((check) => !check.met);
  if (budgeted.length === 0) return 'No budget was checked.';
  if (missed.length === 0) return `All ${budgeted.length} budgets met.`;
  const bySubject = new Map();
  for (const check of missed) {
    bySubject.set(check.subject, [...(bySubject.get(check.subject) ?? []), check.figure]);
  }
  const list = [...bySubject].map(([subject, figures]) => `${subject} (${figures.join(', ')})`);
  return (
    `Met ${budgeted.length - missed.length} of ${budgeted.length} budgets; ` +
    `missed: ${list.join('; ')}.`
  );
}

/**
 * The Markdown that replaces the table in docs/performance.md: a heading with
 * the date, cores, rounds and load averages, one table of every figure beside the
 * reference's with the ratio or difference and the budget, and a sentence
 * naming what was met and what not.
 */
export function summary({ checks, date, cores, runs, loadStart, loadEnd, parts }) {
  const during = parts.map(({ name, load }) => `${name}: ${load}`).join('; ');
  return [
    `**Latest run: ${date}, ${cores} cores, median of ${runs} interleaved rounds; ` +
      `load average (1, 5, 15 min) ${loadStart} at the start, ${loadEnd} at the end` +
      (during ? ` (${during})` : '') +
      '.**',
    '',
    ...table(
      ['page', 'figure', 'ours', 'reference', 'ratio / difference', 'budget', 'met'],
      checks.map((check) => [
        check.subject,
        check.figure,
        formatFigure(check.unit, check.value),
        formatFigure(check.unit, check.reference),
        relationText(check),
        check.budget,
        verdict(check.met),
      ]),
    ),
    '',
    verdictSentence(checks),
  ];
}
