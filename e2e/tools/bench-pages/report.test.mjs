import { describe, expect, it } from 'vitest';
import { interactionChecks, publicPageChecks } from './budgets.mjs';
import {
  lighthouseDetail,
  referenceFor,
  referenceLabel,
  referenceName,
  summary,
  verdictSentence,
} from './report.mjs';

const figure = (value) => ({ median: value, runs: [value] });
const lighthouse = (mainThread, performance, tbt) => ({
  mainThread: figure(mainThread),
  performance: figure(performance),
  tbt: figure(tbt),
  lcp: figure(2000),
  cls: figure(0),
});
const reference = { weight: { gzip: 60 * 1024 }, lighthouse: lighthouse(800, 99, 40) };

describe('the Markdown summary', () => {
  const checks = [
    ...publicPageChecks(
      { path: '/', weight: { gzip: 169 * 1024 }, lighthouse: lighthouse(2000, 90, 300) },
      reference,
    ),
    ...interactionChecks({ name: 'header menu', path: '/', latency: figure(80) }),
  ];
  const markdown = summary({
    checks,
    date: '2026-11-29 07:30 UTC',
    cores: 2,
    runs: 3,
    loadStart: '1.00, 0.50, 0.20',
    loadEnd: '2.00, 1.00, 0.50',
    parts: [{ name: 'public pages', load: 'load average 1.00 → 2.00' }],
  }).join('\n');

  it('is headed with the date, cores, rounds and load averages', () => {
    expect(markdown.split('\n')[0]).toBe(
      '**Latest run: 2026-11-29 07:30 UTC, 2 cores, median of 3 interleaved rounds; ' +
        'load average (1, 5, 15 min) 1.00, 0.50, 0.20 at the start, 2.00, 1.00, 0.50 at the end ' +
        '(public pages: load average 1.00 → 2.00).**',
    );
  });

  it('puts each figure beside the reference’s, with the ratio, the budget and whether it was met', () => {
    expect(markdown).toContain(
      '| `/` | main-thread work | 2000 ms | 800 ms | 2.50× | ≤ 1.5× reference | **no** |',
    );
    expect(markdown).toContain(
      '| `/` | Lighthouse score | 90 | 99 | −9 | ≥ reference − 3 | **no** |',
    );
    expect(markdown).toContain(
      '| `/` | TBT | 300 ms | 40 ms | +260 ms | ≤ reference + 100 ms | **no** |',
    );
    expect(markdown).toContain(
      '| `/` | first-screen JS gzip | 169.0 KB | 60.0 KB | 2.82× | ≤ 170.0 KB | yes |',
    );
    expect(markdown).toContain(
      '| header menu on `/` | input to next paint | 80 ms | — | — | ≤ 200 ms | yes |',
    );
  });

  it('ends with which budgets were met and which not', () => {
    expect(markdown.split('\n').at(-1)).toBe(
      'Met 3 of 6 budgets; missed: `/` (main-thread work, Lighthouse score, TBT).',
    );
  });
});

describe('the verdict', () => {
  it('says so when every budget was met', () => {
    expect(verdictSentence(interactionChecks({ name: 'm', path: '/', latency: figure(1) }))).toBe(
      'All 1 budgets met.',
    );
  });
});

describe('where the main thread’s time went', () => {
  it('prints the median run’s groups and its costliest scripts, without the origin', () => {
    const lines = lighthouseDetail(
      '/',
      {
        medianRun: {
          mainThread: 1500,
          breakdown: [
            { label: 'Script Evaluation', duration: 900 },
            { label: 'Other', duration: 600 },
            { label: 'Garbage Collection', duration: 0.2 },
          ],
          scripts: [
            {
              url: 'http://localhost:3000/static/js/index.js',
              total: 500,
              scripting: 450,
              parseCompile: 50,
            },
          ],
        },
      },
      6,
    );
    expect(lines[0]).toBe(
      '/: main-thread work 1500 ms in its median run: Script Evaluation 900 ms, Other 600 ms',
    );
    expect(lines[2]).toBe(
      '      500 ms (evaluation 450 ms, parse & compile 50 ms)  /static/js/index.js',
    );
  });
});

describe('the reference a page is held to', () => {
  const english = { name: referenceName('en'), label: referenceLabel('en') };
  const hindi = { name: referenceName('hi'), label: referenceLabel('hi') };

  it('is the home page in the page’s own language', () => {
    expect(referenceFor('/hi/about', [english, hindi])).toBe(hindi);
    expect(referenceFor('/hi', [english, hindi])).toBe(hindi);
    expect(referenceFor('/about', [english, hindi])).toBe(english);
    // `/history` is an English page, not a Hindi one.
    expect(referenceFor('/history', [english, hindi])).toBe(english);
    expect(hindi.label).toBe('reference: the Hindi home page, React only');
  });

  it('falls back to English’s when the language’s could not be measured, else none', () => {
    expect(referenceFor('/gu/about', [english, hindi])).toBe(english);
    expect(referenceFor('/gu/about', [])).toBeNull();
  });
});
