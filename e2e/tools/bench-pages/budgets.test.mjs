import { describe, expect, it } from 'vitest';
import {
  BUDGET,
  fallbackChecks,
  interactionChecks,
  memberPageChecks,
  misses,
  publicPageChecks,
} from './budgets.mjs';

const figure = (value) => ({ median: value, runs: [value] });
const lighthouse = ({ mainThread, performance, tbt, lcp = 2000, cls = 0 }) => ({
  mainThread: figure(mainThread),
  performance: figure(performance),
  tbt: figure(tbt),
  lcp: figure(lcp),
  cls: figure(cls),
});
const reference = {
  weight: { gzip: 60 * 1024 },
  lighthouse: lighthouse({ mainThread: 1000, performance: 98, tbt: 50, lcp: 1600 }),
};
const page = (path, figures, gzip = 100 * 1024) => ({
  path,
  weight: { gzip },
  lighthouse: lighthouse(figures),
});
const metOf = (checks, name) => checks.find((check) => check.figure === name).met;

describe('public page budgets, against the reference of the same run', () => {
  it('holds a page to 1.5× the reference’s main-thread work, score − 3 and TBT + 100 ms', () => {
    const atTheLimit = publicPageChecks(
      page('/about', { mainThread: 1500, performance: 95, tbt: 150 }),
      reference,
    );
    expect(metOf(atTheLimit, 'main-thread work')).toBe(true);
    expect(metOf(atTheLimit, 'Lighthouse score')).toBe(true);
    expect(metOf(atTheLimit, 'TBT')).toBe(true);
    expect(misses(atTheLimit)).toEqual([]);

    const over = publicPageChecks(
      page('/about', { mainThread: 1501, performance: 94, tbt: 151 }),
      reference,
    );
    expect(metOf(over, 'main-thread work')).toBe(false);
    expect(metOf(over, 'Lighthouse score')).toBe(false);
    expect(metOf(over, 'TBT')).toBe(false);
  });

  it('scales with the machine: the same ratios pass on a machine five times slower', () => {
    const slow = {
      weight: reference.weight,
      lighthouse: lighthouse({ mainThread: 5000, performance: 80, tbt: 600 }),
    };
    const checks = publicPageChecks(
      page('/members', { mainThread: 7000, performance: 78, tbt: 690 }),
      slow,
    );
    expect(misses(checks)).toEqual([]);
  });

  it('holds CLS to 0.05 on every page, and JS to 170 KB on the home page only', () => {
    const home = publicPageChecks(
      page('/', { mainThread: 1000, performance: 98, tbt: 50, cls: 0.06 }, 171 * 1024),
      reference,
    );
    expect(metOf(home, 'CLS')).toBe(false);
    expect(metOf(home, 'first-screen JS gzip')).toBe(false);

    const other = publicPageChecks(
      page('/members', { mainThread: 1000, performance: 98, tbt: 50, cls: 0.05 }, 220 * 1024),
      reference,
    );
    expect(metOf(other, 'CLS')).toBe(true);
    // Reported beside the reference's, without a budget of its own.
    expect(metOf(other, 'first-screen JS gzip')).toBeNull();
    expect(BUDGET.homeJsBytes).toBe(170 * 1024);
  });

  it('fails the ratio budgets when the reference could not be measured', () => {
    const checks = publicPageChecks(
      page('/about', { mainThread: 100, performance: 100, tbt: 0 }),
      null,
    );
    expect(metOf(checks, 'main-thread work')).toBe(false);
    expect(misses(checks).join('\n')).toMatch(/reference not measured/);
    // CLS has a fixed budget, so it is still judged.
    expect(metOf(checks, 'CLS')).toBe(true);
  });

  it('names the figure, the reference’s and the ratio of a missed budget', () => {
    const checks = publicPageChecks(
      page('/members', { mainThread: 2710, performance: 98, tbt: 50 }),
      reference,
    );
    expect(misses(checks)).toEqual([
      '`/members` main-thread work: 2710 ms (reference 1000 ms, 2.71×), budget ≤ 1.5× reference',
    ]);
  });

  it('without Lighthouse, checks only the weight', () => {
    const checks = publicPageChecks({ path: '/', weight: { gzip: 100 * 1024 } }, null);
    expect(checks.map((check) => check.figure)).toEqual(['first-screen JS gzip']);
    expect(checks[0].met).toBe(true);
  });
});

describe('member page budgets', () => {
  const referenceLcp = figure(800);

  it('holds a first visit to 2× the reference page’s LCP and a return visit to 1 s', () => {
    const met = memberPageChecks(
      { path: '/my-leads', firstVisit: figure(1600), returnVisit: figure(1000) },
      referenceLcp,
    );
    expect(met.map((check) => check.met)).toEqual([true, true]);

    const missed = memberPageChecks(
      { path: '/my-leads', firstVisit: figure(1601), returnVisit: figure(1001) },
      referenceLcp,
    );
    expect(missed.map((check) => check.met)).toEqual([false, false]);
    expect(misses(missed)[0]).toBe(
      '`/my-leads` content shown on a first visit: 1601 ms (reference 800 ms, 2.00×), ' +
        'budget ≤ 2× reference LCP',
    );
  });

  it('says when a service worker served the return visit', () => {
    const [, returnVisit] = memberPageChecks(
      {
        path: '/my-account',
        firstVisit: figure(1000),
        returnVisit: figure(300),
        serviceWorker: true,
      },
      referenceLcp,
    );
    expect(returnVisit.figure).toBe('content shown on a return visit (service worker)');
  });

  it('fails the first visit when the reference’s LCP is missing', () => {
    const [firstVisit] = memberPageChecks(
      { path: '/my-account', firstVisit: figure(100), returnVisit: figure(100) },
      null,
    );
    expect(firstVisit.met).toBe(false);
  });
});

describe('interaction and fallback budgets', () => {
  it('holds an interaction to 200 ms and the fallback to 1.5 s', () => {
    const quick = { name: 'header menu', path: '/', latency: figure(200) };
    const slow = { name: 'modal', path: '/x', latency: figure(201) };
    expect(interactionChecks(quick)[0].met).toBe(true);
    expect(interactionChecks(slow)[0].met).toBe(false);
    expect(fallbackChecks({ sinceNavigation: figure(1500) })[0].met).toBe(true);
    expect(fallbackChecks({ sinceNavigation: figure(1501) })[0].met).toBe(false);
  });
});
