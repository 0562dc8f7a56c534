import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser.mjs';
import { lighthouseSample } from './lighthouse-figures.mjs';

/**
 * One Chromium for every Lighthouse run of a part of the bench, so the
 * reference and our pages are measured by the same browser under the same
 * load. Each run is Lighthouse's default mobile one (simulated slow 4G, 4×
 * slower CPU) from a reset cache and storage.
 */
export async function startLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  /** One run of `url`; a run Lighthouse could not finish (no LCP seen) is tried once more. */
  async function run(url) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const sample = lighthouseSample(result.lhr);
      if (sample) return sample;
      console.warn(`  Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code}`);
    }
    return null;
  }
  return { run, close: () => chrome.kill() };
}
