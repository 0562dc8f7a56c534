import { describe, expect, it } from 'vitest';
import { formatFigure, median, medianSample, relationText, spread } from './figures.mjs';
import { lighthouseSample, summariseLighthouse } from './lighthouse-figures.mjs';
import { measureInRounds, roundOrder } from './rounds.mjs';

describe('medians', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('keeps every run beside the median', () => {
    expect(spread([{ tbt: 30 }, { tbt: 10 }, { tbt: 20 }], 'tbt')).toEqual({
      median: 20,
      runs: [30, 10, 20],
    });
  });

  it('picks the run nearest the median, the earlier one on a tie', () => {
    const runs = [
      { id: 'a', work: 900 },
      { id: 'b', work: 1000 },
      { id: 'c', work: 1400 },
    ];
    expect(medianSample(runs, 'work').id).toBe('b');
    expect(
      medianSample(
        [
          { id: 'a', work: 1 },
          { id: 'b', work: 3 },
        ],
        'work',
      ).id,
    ).toBe('a');
  });
});

describe('a figure beside the reference’s', () => {
  it('shows a ratio, or a signed difference in the figure’s unit', () => {
    expect(relationText({ unit: 'ms', value: 2500, reference: 1000, relation: 'ratio' })).toBe(
      '2.50×',
    );
    expect(relationText({ unit: 'ms', value: 250, reference: 50, relation: 'difference' })).toBe(
      '+200 ms',
    );
    expect(relationText({ unit: 'score', value: 90, reference: 98, relation: 'difference' })).toBe(
      '−8',
    );
    expect(relationText({ unit: 'ms', value: 5, reference: 0, relation: 'ratio' })).toBe('—');
    expect(relationText({ unit: 'ms', value: 5, relation: 'ratio' })).toBe('—');
    expect(formatFigure('bytes', 170 * 1024)).toBe('170.0 KB');
    expect(formatFigure('cls', 0.0012)).toBe('0.001');
  });
});

describe('interleaved rounds', () => {
  it('measures every target once a round, the order turned by one each round', async () => {
    const targets = ['reference', '/', '/about'].map((name) => ({ name }));
    expect(roundOrder(targets, 1).map((target) => target.name)).toEqual([
      '/',
      '/about',
      'reference',
    ]);
    const calls = [];
    const samples = await measureInRounds(targets, 3, async (target, round) => {
      calls.push(`${round}:${target.name}`);
      return { round };
    });
    expect(calls).toEqual([
      '0:reference',
      '0:/',
      '0:/about',
      '1:/',
      '1:/about',
      '1:reference',
      '2:/about',
      '2:reference',
      '2:/',
    ]);
    expect(samples.get('reference')).toEqual([{ round: 0 }, { round: 1 }, { round: 2 }]);
  });

  it('leaves a failed measurement out and goes on with the round', async () => {
    const failed = [];
    const samples = await measureInRounds(
      [{ name: 'reference' }, { name: '/' }],
      2,
      async (target, round) => {
        if (target.name === '/' && round === 0) throw new Error('timed out');
        if (target.name === '/' && round === 1) return null;
        return { ok: true };
      },
      (target, error) => failed.push([target.name, error?.message ?? null]),
    );
    expect(samples.get('/')).toEqual([]);
    expect(samples.get('reference')).toHaveLength(2);
    expect(failed).toEqual([
      ['/', 'timed out'],
      ['/', null],
    ]);
  });
});

describe('Lighthouse figures', () => {
  const lhr = (mainThread, tbt) => ({
    categories: { performance: { score: 0.874 } },
    audits: {
      'largest-contentful-paint': { numericValue: 2100 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'mainthread-work-breakdown': {
        numericValue: mainThread,
        details: {
          items: [
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 200 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 700 },
          ],
        },
      },
      'bootup-time': {
        details: {
          items: [
            {
              url: 'http://localhost:3000/a.js',
              total: 100,
              scripting: 90,
              scriptParseCompile: 10,
            },
            {
              url: 'http://localhost:3000/b.js',
              total: 400,
              scripting: 350,
              scriptParseCompile: 50,
            },
          ],
        },
      },
    },
  });

  it('reads score, TBT, LCP, CLS, main-thread work, its groups and the costliest scripts', () => {
    const sample = lighthouseSample(lhr(1200, 300));
    expect(sample).toMatchObject({
      performance: 87,
      lcp: 2100,
      tbt: 300,
      cls: 0.001,
      mainThread: 1200,
    });
    expect(sample.breakdown.map((group) => group.label)).toEqual([
      'Script Evaluation',
      'Style & Layout',
    ]);
    expect(sample.scripts.map((script) => script.url)).toEqual([
      'http://localhost:3000/b.js',
      'http://localhost:3000/a.js',
    ]);
  });

  it('gives no sample for a run Lighthouse could not finish', () => {
    expect(lighthouseSample({ ...lhr(1, 1), runtimeError: { code: 'NO_LCP' } })).toBeNull();
  });

  it('keeps the median run’s details', () => {
    const summary = summariseLighthouse(
      [lhr(900, 100), lhr(2000, 500), lhr(1100, 200)].map(lighthouseSample),
    );
    expect(summary.mainThread).toEqual({ median: 1100, runs: [900, 2000, 1100] });
    expect(summary.medianRun.tbt).toBe(200);
  });
});
