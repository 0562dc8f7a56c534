import { fireEvent, render, screen, within } from '@testing-library/react';
import { NewsMarquee } from './news-marquee';
import { newsCard } from './test-news-cards';

let frames: FrameRequestCallback[] = [];
const cancelFrame = vi.fn();

/** Runs the pending animation frames `count` times. */
function runFrames(count: number) {
  for (let step = 0; step < count; step += 1) {
    const pending = frames;
    frames = [];
    for (const callback of pending) callback(step * 16);
  }
}

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  });
}

const cards = [newsCard(1), newsCard(2, { externalUrl: null }), newsCard(3)];

function renderMarquee() {
  const view = render(<NewsMarquee cards={cards} />);
  const marquee = screen.getByTestId('news-carousel');
  const track = marquee.firstElementChild as HTMLElement;
  // jsdom has no layout: place the second copy 1000 px after the first.
  Object.defineProperty(track.children[1], 'offsetLeft', { configurable: true, value: 1000 });
  return { ...view, marquee, track };
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    cancelFrame(id);
    frames = [];
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('NewsMarquee', () => {
  it('repeats the list three times but exposes only the first copy', () => {
    const { track } = renderMarquee();
    expect(track.children).toHaveLength(3);
    const list = screen.getByRole('list', { name: 'Latest news' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    for (const copy of [track.children[1], track.children[2]]) {
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      for (const link of copy?.querySelectorAll('a') ?? []) {
        expect(link).toHaveAttribute('tabindex', '-1');
      }
    }
  });

  it('moves 0.5 px per frame and loops after one copy', () => {
    const { track } = renderMarquee();
    runFrames(3);
    expect(track.style.transform).toBe('translate3d(-1.5px, 0, 0)');
    runFrames(1997);
    expect(track.style.transform).toBe('');
    runFrames(1);
    expect(track.style.transform).toBe('translate3d(-0.5px, 0, 0)');
  });

  it('pauses on hover, on touch and while a card has focus', () => {
    const { marquee, track } = renderMarquee();
    runFrames(2);
    fireEvent.mouseEnter(marquee);
    expect(marquee).not.toHaveAttribute('data-running');
    runFrames(10);
    expect(track.style.transform).toBe('translate3d(-1px, 0, 0)');
    fireEvent.mouseLeave(marquee);
    expect(marquee).toHaveAttribute('data-running');

    fireEvent.touchStart(marquee);
    expect(marquee).not.toHaveAttribute('data-running');
    fireEvent.touchEnd(marquee);
    expect(marquee).toHaveAttribute('data-running');

    const link = within(screen.getByRole('list', { name: 'Latest news' })).getAllByRole('link')[0];
    fireEvent.focus(link as HTMLElement);
    expect(marquee).not.toHaveAttribute('data-running');
    fireEvent.blur(link as HTMLElement);
    expect(marquee).toHaveAttribute('data-running');
  });

  it('stops its frame loop on unmount', () => {
    const { unmount } = renderMarquee();
    cancelFrame.mockClear();
    unmount();
    expect(cancelFrame).toHaveBeenCalled();
    expect(frames).toHaveLength(0);
  });

  it('under reduced motion shows one copy to scroll sideways and never animates', () => {
    mockReducedMotion(true);
    render(<NewsMarquee cards={cards} />);
    const region = screen.getByRole('region', { name: 'Latest news, scroll sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.firstElementChild?.children).toHaveLength(1);
    expect(frames).toHaveLength(0);
  });
});
