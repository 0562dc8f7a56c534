import { advanceMarquee, isMarqueeRunning, offsetToReveal } from './marquee-motion';

const still = { reducedMotion: false, hovered: false, touched: false, focused: false };

describe('isMarqueeRunning', () => {
  it('runs when nothing holds it', () => {
    expect(isMarqueeRunning(still)).toBe(true);
  });

  it('pauses on hover, on touch and while a card has focus', () => {
    expect(isMarqueeRunning({ ...still, hovered: true })).toBe(false);
    expect(isMarqueeRunning({ ...still, touched: true })).toBe(false);
    expect(isMarqueeRunning({ ...still, focused: true })).toBe(false);
  });

  it('never runs under reduced motion', () => {
    expect(isMarqueeRunning({ ...still, reducedMotion: true })).toBe(false);
  });
});

describe('advanceMarquee', () => {
  it('moves by the step', () => {
    expect(advanceMarquee(0, 0.5, 1000)).toBe(0.5);
    expect(advanceMarquee(10, 0.5, 1000)).toBe(10.5);
  });

  it('wraps at the period, keeping the remainder', () => {
    expect(advanceMarquee(999.5, 0.5, 1000)).toBe(0);
    expect(advanceMarquee(999.75, 0.5, 1000)).toBeCloseTo(0.25);
    expect(advanceMarquee(2500, 0.5, 1000)).toBeCloseTo(500.5);
  });

  it('stays at 0 before the list is measured', () => {
    expect(advanceMarquee(12, 0.5, 0)).toBe(0);
    expect(advanceMarquee(12, 0.5, Number.NaN)).toBe(0);
  });
});

describe('offsetToReveal', () => {
  it('brings an item to the margin, never past the start', () => {
    expect(offsetToReveal(700, 16)).toBe(684);
    expect(offsetToReveal(8, 16)).toBe(0);
  });
});
