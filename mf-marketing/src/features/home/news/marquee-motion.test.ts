import { isMarqueeRunning, marqueeLoopMs, offsetToReveal } from './marquee-motion';

const still = {
  reducedMotion: false,
  hovered: false,
  touched: false,
  focused: false,
  offScreen: false,
  pageHidden: false,
};

describe('isMarqueeRunning', () => {
  it('runs when nothing holds it', () => {
    expect(isMarqueeRunning(still)).toBe(true);
  });

  it('pauses on hover, on touch and while a card has focus', () => {
    expect(isMarqueeRunning({ ...still, hovered: true })).toBe(false);
    expect(isMarqueeRunning({ ...still, touched: true })).toBe(false);
    expect(isMarqueeRunning({ ...still, focused: true })).toBe(false);
  });

  it('holds while off screen or in a background tab', () => {
    expect(isMarqueeRunning({ ...still, offScreen: true })).toBe(false);
    expect(isMarqueeRunning({ ...still, pageHidden: true })).toBe(false);
  });

  it('never runs under reduced motion', () => {
    expect(isMarqueeRunning({ ...still, reducedMotion: true })).toBe(false);
  });
});

describe('marqueeLoopMs', () => {
  it('takes one copy width at 30 px a second', () => {
    expect(marqueeLoopMs(1200)).toBe(40_000);
    expect(marqueeLoopMs(300, 60)).toBe(5_000);
  });

  it('is 0 before the list is measured', () => {
    expect(marqueeLoopMs(0)).toBe(0);
    expect(marqueeLoopMs(Number.NaN)).toBe(0);
  });
});

describe('offsetToReveal', () => {
  it('brings an item to the margin, never past the start', () => {
    expect(offsetToReveal(700, 16)).toBe(684);
    expect(offsetToReveal(8, 16)).toBe(0);
  });
});
