import { medianSample, spread } from './figures.mjs';

/**
 * The figures this benchmark takes from one Lighthouse result (its `lhr`):
 * score, LCP, TBT, CLS, main-thread work (the total of
 * mainthread-work-breakdown, in ms at the simulated 4× slower CPU), that
 * work's groups (script evaluation, style & layout, …) and the scripts
 * bootup-time lists; null for a run Lighthouse could not finish.
 */
export function lighthouseSample({ audits, categories, runtimeError }) {
  if (runtimeError) return null;
  const breakdown = audits['mainthread-work-breakdown'];
  const bootup = audits['bootup-time'];
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    mainThread: breakdown.numericValue,
    breakdown: (breakdown.details?.items ?? [])
      .map((item) => ({ group: item.group, label: item.groupLabel, duration: item.duration }))
      .sort((a, b) => b.duration - a.duration),
    scripts: (bootup.details?.items ?? [])
      .map((item) => ({
        url: typeof item.url === 'string' ? item.url : String(item.url?.value ?? item.url),
        total: item.total,
        scripting: item.scripting,
        parseCompile: item.scriptParseCompile,
      }))
      .sort((a, b) => b.total - a.total),
  };
}

/** The medians of a page's Lighthouse samples, each figure's runs, and its median run. */
export function summariseLighthouse(samples) {
  return {
    performance: spread(samples, 'performance'),
    lcp: spread(samples, 'lcp'),
    tbt: spread(samples, 'tbt'),
    cls: spread(samples, 'cls'),
    mainThread: spread(samples, 'mainThread'),
    medianRun: medianSample(samples, 'mainThread'),
  };
}
