import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and settles, with its result or its error, no sooner than `ms`
 * after it started: answers whose timing would tell something (is this
 * identifier registered?) all take the same time.
 */
export async function noSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const outcome = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const remaining = ms - (performance.now() - started);
  if (remaining > 0) await sleep(remaining);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
