import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Hero } from './hero';

function renderHero() {
  // The total of business under the actions is fetched; these tests are about the slogans.
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Hero />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The visible slide (the others are aria-hidden). */
const activeSlide = () => screen.getByRole('group', { name: /of 3$/ });

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches: matches && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Hero', () => {
  it('is the page h1 and starts on the first slogan', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BizBridge Club');
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    expect(activeSlide()).toHaveTextContent('Make in India for the world');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('takes the rotation over from the slogan the page’s style sheet shows when its code arrives', () => {
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      if (element.getAttribute('aria-roledescription') !== 'slide') return style;
      const second = element.getAttribute('aria-label') === '2 of 3';
      return new Proxy(style, {
        get: (target, key) =>
          key === 'opacity' ? (second ? '0.9' : '0.1') : (Reflect.get(target, key) as unknown),
      });
    });
    renderHero();
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    // The style sheet's rotation has handed over.
    expect(screen.getByTestId('hero-slides')).not.toHaveAttribute('data-rotation');
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
  });

  it('moves to the next slogan every 4 s and wraps around', () => {
    renderHero();
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveTextContent('Bridging promise and performance');
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveTextContent('From MSME to MNC');
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });

  it('jumps to a slide from its dot', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('holds while hovered and resumes afterwards', () => {
    renderHero();
    const copy = screen.getByTestId('hero-slides').parentElement as HTMLElement;
    fireEvent.mouseEnter(copy);
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(copy);
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
  });

  it('can be paused and played with its button', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slogans' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slogans' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
  });

  it('stays still under reduced motion, without a pause button', () => {
    mockReducedMotion(true);
    renderHero();
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slogans' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
  });

  it('leaves no timer behind on unmount', () => {
    const { unmount } = renderHero();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
