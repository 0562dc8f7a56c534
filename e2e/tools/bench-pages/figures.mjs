import { availableParallelism, loadavg } from 'node:os';

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(numbers) {
  if (numbers.length === 0) throw new Error('no value to take the median of');
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One figure of a series of samples: its median and every sample's value, in run order. */
export function spread(samples, name) {
  const runs = samples.map((sample) => sample[name]);
  return { median: median(runs), runs };
}

/**
 * The sample whose `name` is nearest the median: the run whose details (where
 * its main-thread time went) stand for the page. Ties go to the earlier run.
 */
export function medianSample(samples, name) {
  const middle = median(samples.map((sample) => sample[name]));
  return samples.reduce((best, sample) =>
    Math.abs(sample[name] - middle) < Math.abs(best[name] - middle) ? sample : best,
  );
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

/** The 1, 5 and 15 minute load averages, as printed at the start and the end of a run. */
export const loadAverages = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

export const cores = () => availableParallelism();

/**
 * Runs `measure` and notes the 1-minute load average before and after it: CPU
 * figures (Lighthouse's main-thread work and TBT, the 4× throttled timings)
 * grow with the load, so every table is headed with the load it was measured
 * under.
 */
export async function underLoad(measure) {
  const before = loadavg()[0];
  const result = await measure();
  return { result, load: `load average ${before.toFixed(2)} → ${loadavg()[0].toFixed(2)}` };
}

/** "median (run, run, …)" with each value formatted by `format`. */
export const withRuns = (middle, runs, format) =>
  `${format(middle)} (${runs.map((value) => format(value)).join(', ')})`;

/** A figure in its unit: `ms` (milliseconds), `score` (Lighthouse, 0–100), `cls`, `bytes`. */
export function formatFigure(unit, value) {
  if (value === undefined || value === null) return '—';
  switch (unit) {
    case 'ms':
      return ms(value);
    case 'score':
      return `${Math.round(value)}`;
    case 'cls':
      return value.toFixed(3);
    case 'bytes':
      return kb(value);
    default:
      throw new Error(`unknown unit ${unit}`);
  }
}

/**
 * How a figure stands to the reference's: `ratio` (2.50×) or `difference`
 * (+120 ms, −4); '—' when there is no reference, or a ratio to zero.
 */
export function relationText({ unit, value, reference, relation }) {
  if (reference === undefined || reference === null || !relation) return '—';
  if (relation === 'ratio') return reference > 0 ? `${(value / reference).toFixed(2)}×` : '—';
  const difference = value - reference;
  const sign = difference < 0 ? '−' : '+';
  return `${sign}${formatFigure(unit, Math.abs(difference))}`;
}
