/**
 * Interleaved rounds: every round measures each target (the reference page
 * and our pages) once, so a change in the machine's load during the run hits
 * the reference and the pages alike, and their ratio stays meaningful. The
 * order turns by one place each round, so no page always runs first (on a
 * fresher machine) or right after the same neighbour.
 */

/** The targets in round `round`'s order (0-based): the list turned left by `round` places. */
export function roundOrder(targets, round) {
  if (targets.length === 0) return [];
  const start = round % targets.length;
  return [...targets.slice(start), ...targets.slice(0, start)];
}

/**
 * `runs` rounds of `measure(target, round)` over `targets` (each with a
 * `name`): each target's samples in round order. A measurement that throws
 * or returns null is left out (reported through `onFailure(target, error)`),
 * and the other targets of the round go on.
 */
export async function measureInRounds(targets, runs, measure, onFailure = () => {}) {
  const samples = new Map(targets.map((target) => [target.name, []]));
  for (let round = 0; round < runs; round += 1) {
    for (const target of roundOrder(targets, round)) {
      try {
        const sample = await measure(target, round);
        if (sample === null || sample === undefined) onFailure(target, null);
        else samples.get(target.name).push(sample);
      } catch (error) {
        onFailure(target, error);
      }
    }
  }
  return samples;
}
