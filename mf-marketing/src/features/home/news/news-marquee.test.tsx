import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NewsMarquee } from './news-marquee';
import { newsCard } from './test-news-cards';

/** Stand-ins for the browser's observers: the test says when and what they report. */
const resizeCallbacks: ResizeObserverCallback[] = [];
const intersectionCallbacks: IntersectionObserverCallback[] = [];

class FakeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    resizeCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    intersectionCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

/** The first copy of the list now measures `width` px (one loop's distance). */
function measureCopy(width: number) {
  act(() => {
    for (const callback of resizeCallbacks) {
      callback(
        [
          {
            borderBoxSize: [{ inlineSize: width, blockSize: 300 }],
          } as unknown as ResizeObserverEntry,
        ],
        {} as ResizeObserver,
      );
    }
  });
}

function scrollMarquee(onScreen: boolean) {
  act(() => {
    for (const callback of intersectionCallbacks) {
      callback(
        [{ isIntersecting: onScreen } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
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
  return { ...view, marquee, track };
}

beforeEach(() => {
  resizeCallbacks.length = 0;
  intersectionCallbacks.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(document, 'visibilityState');
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

  it('loops once per copy width at 30 px a second, once the copy is measured', () => {
    const { marquee, track } = renderMarquee();
    expect(marquee).not.toHaveAttribute('data-running');
    measureCopy(1200);
    expect(track.style.getPropertyValue('--marquee-loop')).toBe('40000ms');
    expect(marquee).toHaveAttribute('data-running', 'true');
  });

  it('pauses on hover, on touch and while a card has focus', () => {
    const { marquee } = renderMarquee();
    measureCopy(1000);
    fireEvent.mouseEnter(marquee);
    expect(marquee).not.toHaveAttribute('data-running');
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

  it('holds still while off screen and while the tab is in the background', () => {
    const { marquee } = renderMarquee();
    measureCopy(1000);
    scrollMarquee(false);
    expect(marquee).not.toHaveAttribute('data-running');
    scrollMarquee(true);
    expect(marquee).toHaveAttribute('data-running');

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(marquee).not.toHaveAttribute('data-running');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(marquee).toHaveAttribute('data-running');
  });

  it('under reduced motion shows one copy to scroll sideways and never animates', () => {
    mockReducedMotion(true);
    render(<NewsMarquee cards={cards} />);
    const region = screen.getByRole('region', { name: 'Latest news, scroll sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.firstElementChild?.children).toHaveLength(1);
    measureCopy(1000);
    expect(region).not.toHaveAttribute('data-running');
  });
});
