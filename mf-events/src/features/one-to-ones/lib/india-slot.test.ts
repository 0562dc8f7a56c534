import { indiaInputOf, slotFromIndiaInput } from './india-slot';

describe('1-to-1 times typed in India time', () => {
  it('reads a datetime-local value as India wall-clock time and writes it back', () => {
    const iso = slotFromIndiaInput('2026-12-03T10:30');
    expect(iso).toBe('2026-12-03T10:30:00+05:30');
    expect(new Date(iso ?? '').toISOString()).toBe('2026-12-03T05:00:00.000Z');
    expect(indiaInputOf(new Date('2026-12-03T05:00:00.000Z'))).toBe('2026-12-03T10:30');
  });

  it('gives no time for an empty or partial field', () => {
    expect(slotFromIndiaInput('')).toBeNull();
    expect(slotFromIndiaInput('2026-12-03')).toBeNull();
    expect(slotFromIndiaInput('2026-13-45T99:99')).toBeNull();
  });
});
