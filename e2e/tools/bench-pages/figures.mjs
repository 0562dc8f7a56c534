import { loadavg } from 'node:os';

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

/** The 1, 5 and 15 minute load averages, as printed at the start and the end of a run. */
export const loadAverages = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * Runs `measure` and notes the 1-minute load average before and after it: CPU
 * figures (Lighthouse's TBT, the 4× throttled timings) grow with the load, so
 * every table is headed with the load it was measured under.
 */
export async function underLoad(measure) {
  const before = loadavg()[0];
  const result = await measure();
  return { result, load: `load average ${before.toFixed(2)} → ${loadavg()[0].toFixed(2)}` };
}

/** "median (run, run, …)" with each value formatted by `format`. */
export const withRuns = (middle, runs, format) =>
  `${format(middle)} (${runs.map((value) => format(value)).join(', ')})`;
