import { kb, ms, seconds, withRuns } from './figures.mjs';

const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (header, rows) => [
  row(header),
  row(header.map(() => '---')),
  ...rows.map((cells) => row(cells)),
];
const integer = (value) => `${Math.round(value)}`;

function lighthouseCells(lighthouse) {
  if (!lighthouse) return ['not measured', '', '', ''];
  return [
    withRuns(lighthouse.performance.median, lighthouse.performance.runs, integer),
    seconds(lighthouse.lcp.median),
    ms(lighthouse.tbt.median),
    lighthouse.cls.median.toFixed(3),
  ];
}

/** The public pages and the reference page, in the README's table's shape. */
export function publicPagesTable(pages, reference, load) {
  const cells = (label, weight, lighthouse) => [
    label,
    `${kb(weight.gzip)} (${weight.scripts.size})`,
    `${weight.requests}`,
    ...lighthouseCells(lighthouse),
  ];
  const rows = pages.map((page) => cells(`\`${page.path}\``, page.weight, page.lighthouse));
  if (reference) {
    rows.push(
      cells('reference: the home page, React only', reference.weight, reference.lighthouse),
    );
  }
  return [
    `Public pages, Lighthouse mobile (${load}):`,
    '',
    ...table(
      ['page', 'JS gzip (files)', 'requests', 'Lighthouse perf (runs)', 'LCP', 'TBT', 'CLS'],
      rows,
    ),
  ];
}

/** Each page's TBT and LCP next to the reference page's. */
export function referenceComparison(pages, reference) {
  const ref = reference.lighthouse;
  return pages
    .filter((page) => page.lighthouse)
    .map(
      ({ path, lighthouse }) =>
        `${path}: TBT ${ms(lighthouse.tbt.median)} vs reference ${ms(ref.tbt.median)}, ` +
        `LCP ${seconds(lighthouse.lcp.median)} vs reference ${seconds(ref.lcp.median)}`,
    );
}

export function memberPagesTable(pages, load) {
  return [
    `Member pages, signed in, 4× slower CPU (${load}):`,
    '',
    ...table(
      ['page', 'JS gzip (files)', 'requests', 'content shown (runs)'],
      pages.map((page) => [
        `\`${page.path}\``,
        `${kb(page.gzip)} (${page.files})`,
        `${page.requests}`,
        withRuns(page.content.median, page.content.runs, ms),
      ]),
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
