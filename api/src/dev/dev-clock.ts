import { systemClock, type AdjustableClock, type Clock } from '../lib/clock';

export function isAdjustableClock(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function';
}

/** The system's time plus an offset that only grows. */
export function adjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
      offsetMs += ms;
    },
  };
}
