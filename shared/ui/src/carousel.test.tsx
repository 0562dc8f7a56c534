import { useState } from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, useAutoAdvance, type CarouselSlide } from '@club/ui/carousel';

const slides: CarouselSlide[] = [
  { id: 'a', label: 'Promoters', content: <p>Promoters slide</p> },
  { id: 'b', label: 'Producers', content: <p>Producers slide</p> },
  { id: 'c', label: 'Providers', content: <p>Providers slide</p> },
];

/** The slide the carousel shows (the others are aria-hidden). */
const activeSlide = () => screen.getByRole('group', { name: /^\d of 3: / });

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

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Carousel', () => {
  it('is a labelled carousel region of labelled slides', () => {
    render(<Carousel slides={slides} ariaLabel="Membership tiers" />);
    const region = screen.getByRole('region', { name: 'Membership tiers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = activeSlide();
    expect(slide).toHaveAccessibleName('1 of 3: Promoters');
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveTextContent('Promoters slide');
    const all = region.querySelectorAll('[aria-roledescription="slide"]');
    expect(all).toHaveLength(3);
    expect(all[1]).toHaveAttribute('aria-label', '2 of 3: Producers');
    expect(all[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves with the arrows and wraps around both ways', async () => {
    const user = userEvent.setup();
    render(<Carousel slides={slides} ariaLabel="Tiers" />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveAccessibleName('3 of 3: Providers');
  });

  it('moves with the dots and marks the current one', async () => {
    const user = userEvent.setup();
    render(<Carousel slides={slides} ariaLabel="Tiers" />);
    const third = screen.getByRole('button', { name: 'Go to slide 3' });
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(third);
    expect(activeSlide()).toHaveAccessibleName('3 of 3: Providers');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('moves between dots with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Carousel slides={slides} ariaLabel="Tiers" />);
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    await user.keyboard('{ArrowLeft}');
    expect(activeSlide()).toHaveAccessibleName('3 of 3: Providers');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
  });

  it('shows thumbnails that select slides', async () => {
    const user = userEvent.setup();
    render(<Carousel slides={slides} ariaLabel="Tiers" showThumbnails showDots={false} />);
    expect(screen.queryByRole('button', { name: 'Go to slide 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Producers — slide 2' }));
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
  });

  it('names a thumbnail by its visible text first, then the slide it shows', () => {
    const withThumbnails = slides.map((slide) => ({
      ...slide,
      thumbnail: <span>{slide.label.slice(0, 4)}</span>,
    }));
    render(<Carousel slides={withThumbnails} ariaLabel="Tiers" showThumbnails />);
    const thumbnail = screen.getByRole('button', { name: 'Prod — slide 2: Producers' });
    expect(thumbnail).toHaveTextContent(/^Prod/);
  });

  it('hides the arrows when asked', () => {
    render(<Carousel slides={slides} ariaLabel="Tiers" showArrows={false} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('works controlled', async () => {
    const onIndexChange = vi.fn();
    function Controlled() {
      const [index, setIndex] = useState(1);
      return (
        <Carousel
          slides={slides}
          ariaLabel="Tiers"
          index={index}
          onIndexChange={(next) => {
            onIndexChange(next);
            setIndex(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onIndexChange).toHaveBeenCalledWith(2);
    expect(activeSlide()).toHaveAccessibleName('3 of 3: Providers');
  });

  it('auto-advances every intervalMs and wraps', () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} ariaLabel="Tiers" intervalMs={4000} />);
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
    act(() => vi.advanceTimersByTime(3999));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
  });

  it('does not auto-advance without intervalMs', () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} ariaLabel="Tiers" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
  });

  it('pauses on hover and resumes when the pointer leaves', () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} ariaLabel="Tiers" intervalMs={4000} />);
    const region = screen.getByRole('region', { name: 'Tiers' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
  });

  it('pauses while focus is inside', () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} ariaLabel="Tiers" intervalMs={4000} />);
    const dot = screen.getByRole('button', { name: 'Go to slide 2' });
    act(() => dot.focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
    act(() => dot.blur());
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
  });

  it('can be stopped and restarted with the rotation button', () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} ariaLabel="Tiers" intervalMs={4000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => screen.getByRole('button', { name: 'Start automatic slide show' }).blur());
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
  });

  it('does not auto-advance when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    render(<Carousel slides={slides} ariaLabel="Tiers" intervalMs={4000} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3: Promoters');
    expect(vi.getTimerCount()).toBe(0);
    expect(
      screen.queryByRole('button', { name: 'Stop automatic slide show' }),
    ).not.toBeInTheDocument();
  });

  it('auto-advances when reduced motion is not requested', () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    render(<Carousel slides={slides} ariaLabel="Tiers" intervalMs={4000} />);
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toHaveAccessibleName('2 of 3: Producers');
  });

  it('clears its timer on unmount', () => {
    vi.useFakeTimers();
    const clearTimeout = vi.spyOn(window, 'clearTimeout');
    const { unmount } = render(<Carousel slides={slides} ariaLabel="Tiers" intervalMs={4000} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(clearTimeout).toHaveBeenCalled();
  });

  it('renders nothing without slides and no controls for a single slide', () => {
    const { container, rerender } = render(<Carousel slides={[]} ariaLabel="Empty" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Carousel slides={slides.slice(0, 1)} ariaLabel="One" intervalMs={1000} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('useAutoAdvance', () => {
  it('advances, wraps both ways and stops while paused', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ paused }: { paused: boolean }) => useAutoAdvance(3, 1000, { paused }),
      { initialProps: { paused: false } },
    );
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](-1));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(0);
    rerender({ paused: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current[0]).toBe(0);
  });

  it('never runs without an interval', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAutoAdvance(3));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current[0]).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
