import { kb, ms } from './figures.mjs';

/** What the site must reach; the bench exits 1 when any is missed. */
export const BUDGET = {
  homeJsBytes: 170 * 1024,
  performance: 95,
  tbtMs: 200,
  cls: 0.05,
  memberContentMs: 3000,
  interactionMs: 200,
  fallbackMs: 1500,
};

/** The budgets a public page misses: home JS, and on every page the Lighthouse figures. */
export function publicPageMisses({ path, weight, lighthouse }) {
  const misses = [];
  if (path === '/' && weight.gzip > BUDGET.homeJsBytes) {
    misses.push(
      `home page JS ${(weight.gzip / 1024).toFixed(2)} KB gzip is over ${kb(BUDGET.homeJsBytes)}`,
    );
  }
  if (!lighthouse) return misses;
  const { performance, tbt, cls } = lighthouse;
  if (performance.median < BUDGET.performance) {
    misses.push(
      `${path}: Lighthouse performance ${Math.round(performance.median)} is under ${BUDGET.performance}`,
    );
  }
  if (tbt.median > BUDGET.tbtMs) {
    misses.push(`${path}: TBT ${ms(tbt.median)} is over ${ms(BUDGET.tbtMs)}`);
  }
  if (cls.median > BUDGET.cls) {
    misses.push(`${path}: CLS ${cls.median.toFixed(3)} is over ${BUDGET.cls}`);
  }
  return misses;
}

export function memberPageMisses({ path, content }) {
  return content.median > BUDGET.memberContentMs
    ? [`${path}: content shown after ${ms(content.median)}, over ${ms(BUDGET.memberContentMs)}`]
    : [];
}

export function interactionMisses({ name, latency }) {
  return latency.median > BUDGET.interactionMs
    ? [`${name}: ${ms(latency.median)} from input to next paint, over ${ms(BUDGET.interactionMs)}`]
    : [];
}

export function fallbackMisses({ sinceNavigation }) {
  return sinceNavigation.median > BUDGET.fallbackMs
    ? [`dead-remote fallback took ${ms(sinceNavigation.median)}, over ${ms(BUDGET.fallbackMs)}`]
    : [];
}
