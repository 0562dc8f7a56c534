import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser.mjs';
import { median } from './figures.mjs';

/** Lighthouse's default mobile run of one page: the figures this benchmark reports. */
async function lighthouseRun(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { audits, categories, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (no LCP seen, a page error) would score 0: run again.
  if (runtimeError) {
    console.warn(`  Lighthouse could not measure ${url}: ${runtimeError.code}; running again`);
    return null;
  }
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

/**
 * `runs` Lighthouse mobile runs of `url` (simulated slow 4G, 4× slower CPU) in
 * the system Chromium: the median of each figure, and every run's figures.
 */
export async function measureLighthouse(url, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const samples = [];
    for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt += 1) {
      const sample = await lighthouseRun(chrome.port, url);
      if (sample) samples.push(sample);
    }
    if (samples.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
    const figure = (name) => ({
      median: median(samples.map((sample) => sample[name])),
      runs: samples.map((sample) => sample[name]),
    });
    return {
      performance: figure('performance'),
      lcp: figure('lcp'),
      tbt: figure('tbt'),
      cls: figure('cls'),
    };
  } finally {
    chrome.kill();
  }
}
