/**
 * The budgets of `pnpm bench:pages`, each a check of one figure. A machine
 * here can be five times slower than another, so the CPU-bound budgets are
 * set against the React-only reference page measured in the same run
 * (a ratio or a difference), never as absolute times; only what does not
 * scale with the machine (bytes, layout shift) or what a visitor feels
 * whatever the phone (interaction latency, a return visit, the fallback)
 * has a fixed limit.
 *
 * A check: { subject, figure, unit, value, reference?, relation?, budget, met }
 * where `met` is true, false, or null for a figure reported without a budget.
 */
import { formatFigure, relationText } from './figures.mjs';

export const BUDGET = {
  /** Lighthouse main-thread work (mainthread-work-breakdown): at most this × the reference's. */
  mainThreadRatio: 1.5,
  /** Lighthouse performance score: at least the reference's minus this. */
  scoreBelowReference: 3,
  /** Lighthouse total blocking time: at most the reference's plus this. */
  tbtOverReferenceMs: 100,
  cls: 0.05,
  homeJsBytes: 170 * 1024,
  /** A member page's content on a first visit: at most this × the reference page's LCP. */
  firstVisitRatio: 2,
  /** A member page's content on a return visit (HTTP cache, service worker). */
  returnVisitMs: 1000,
  interactionMs: 200,
  fallbackMs: 1500,
};

const NO_REFERENCE = '(reference not measured)';

/**
 * The checks of one public page against the reference page of the same run:
 * its JavaScript (budgeted on the home page only), and from Lighthouse its
 * main-thread work, score, TBT, LCP (reported) and CLS.
 */
export function publicPageChecks(page, reference) {
  const subject = `\`${page.path}\``;
  const checks = [];
  if (page.weight) {
    const home = page.path === '/';
    checks.push({
      subject,
      figure: 'first-screen JS gzip',
      unit: 'bytes',
      value: page.weight.gzip,
      reference: reference?.weight?.gzip,
      relation: 'ratio',
      budget: home ? `≤ ${formatFigure('bytes', BUDGET.homeJsBytes)}` : '',
      met: home ? page.weight.gzip <= BUDGET.homeJsBytes : null,
    });
  }
  const ours = page.lighthouse;
  if (!ours) return checks;
  const theirs = reference?.lighthouse;
  const against = (figure, unit, relation, budget, passes) => {
    const value = ours[figure].median;
    const base = theirs?.[figure].median;
    return {
      subject,
      unit,
      value,
      reference: base,
      relation,
      budget: theirs ? budget : `${budget} ${NO_REFERENCE}`,
      met: theirs ? passes(value, base) : false,
    };
  };
  checks.push(
    {
      figure: 'main-thread work',
      ...against(
        'mainThread',
        'ms',
        'ratio',
        `≤ ${BUDGET.mainThreadRatio}× reference`,
        (value, base) => value <= base * BUDGET.mainThreadRatio,
      ),
    },
    {
      figure: 'Lighthouse score',
      ...against(
        'performance',
        'score',
        'difference',
        `≥ reference − ${BUDGET.scoreBelowReference}`,
        (value, base) => value >= base - BUDGET.scoreBelowReference,
      ),
    },
    {
      figure: 'TBT',
      ...against(
        'tbt',
        'ms',
        'difference',
        `≤ reference + ${BUDGET.tbtOverReferenceMs} ms`,
        (value, base) => value <= base + BUDGET.tbtOverReferenceMs,
      ),
    },
    {
      subject,
      figure: 'LCP',
      unit: 'ms',
      value: ours.lcp.median,
      reference: theirs?.lcp.median,
      relation: 'ratio',
      budget: '',
      met: null,
    },
    {
      subject,
      figure: 'CLS',
      unit: 'cls',
      value: ours.cls.median,
      reference: theirs?.cls.median,
      budget: `≤ ${BUDGET.cls}`,
      met: ours.cls.median <= BUDGET.cls,
    },
  );
  return checks;
}

/**
 * A member page's content time on a first visit against the reference page's
 * LCP measured the same way (Playwright, 4× slower CPU, same run), and on a
 * return visit against a fixed limit.
 */
export function memberPageChecks(page, referenceLcp) {
  const subject = `\`${page.path}\``;
  const checks = [
    {
      subject,
      figure: 'content shown on a first visit',
      unit: 'ms',
      value: page.firstVisit.median,
      reference: referenceLcp?.median,
      relation: 'ratio',
      budget: referenceLcp
        ? `≤ ${BUDGET.firstVisitRatio}× reference LCP`
        : `≤ ${BUDGET.firstVisitRatio}× reference LCP ${NO_REFERENCE}`,
      met: referenceLcp
        ? page.firstVisit.median <= referenceLcp.median * BUDGET.firstVisitRatio
        : false,
    },
  ];
  if (page.returnVisit) {
    checks.push({
      subject,
      figure: page.serviceWorker
        ? 'content shown on a return visit (service worker)'
        : 'content shown on a return visit',
      unit: 'ms',
      value: page.returnVisit.median,
      budget: `≤ ${formatFigure('ms', BUDGET.returnVisitMs)}`,
      met: page.returnVisit.median <= BUDGET.returnVisitMs,
    });
  }
  return checks;
}

export function interactionChecks({ name, path, latency }) {
  return [
    {
      subject: `${name} on \`${path}\``,
      figure: 'input to next paint',
      unit: 'ms',
      value: latency.median,
      budget: `≤ ${formatFigure('ms', BUDGET.interactionMs)}`,
      met: latency.median <= BUDGET.interactionMs,
    },
  ];
}

export function fallbackChecks({ sinceNavigation }) {
  return [
    {
      subject: 'dead remote on `/members`',
      figure: 'fallback shown',
      unit: 'ms',
      value: sinceNavigation.median,
      budget: `≤ ${formatFigure('ms', BUDGET.fallbackMs)}`,
      met: sinceNavigation.median <= BUDGET.fallbackMs,
    },
  ];
}

/** One sentence per missed budget: the figure, the reference's, and the budget. */
export function misses(checks) {
  return checks
    .filter((check) => check.met === false)
    .map((check) => {
      const value = formatFigure(check.unit, check.value);
      const against =
        check.reference === undefined || check.reference === null
          ? ''
          : ` (reference ${formatFigure(check.unit, check.reference)}, ${relationText(check)})`;
      return `${check.subject} ${check.figure}: ${value}${against}, budget ${check.budget}`;
    });
}
