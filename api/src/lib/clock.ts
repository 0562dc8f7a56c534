/** Where the time comes from: tests move it forward instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that can be moved forward (never back): the tests' clock, and with
 * DEV_CLOCK=1 the development kit's (src/dev/dev-clock.ts).
 */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}
