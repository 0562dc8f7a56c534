import {
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import styles from './carousel.module.css';
import a11y from './visually-hidden.module.css';

/* ---------- Hooks (public: pages build custom carousels with them) ---------- */

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(REDUCED_MOTION_QUERY);
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = () => reducedMotionQuery()?.matches ?? false;

/** True while the user asks for reduced motion (`prefers-reduced-motion: reduce`). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}

export interface AutoAdvanceOptions {
  /** Hold the timer (while hovered, focused, or stopped by the user). */
  paused?: boolean;
  /** Controlled index; leave undefined to let the hook keep it. */
  index?: number;
  /** Called with every new index (already wrapped into 0..count-1). */
  onIndexChange?: (index: number) => void;
}

const wrapIndex = (value: number, count: number) => ((value % count) + count) % count;

/**
 * An index that moves to the next of `count` items every `intervalMs`
 * (undefined: never), wrapping around. The timer restarts after every change,
 * holds while `paused`, never runs when the user prefers reduced motion, and is
 * cleared on unmount. `setIndex` wraps too, so `setIndex(index - 1)` from 0 goes
 * to the last item.
 */
export function useAutoAdvance(
  count: number,
  intervalMs?: number,
  { paused = false, index: controlledIndex, onIndexChange }: AutoAdvanceOptions = {},
): readonly [number, (index: number) => void] {
  const [ownIndex, setOwnIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const index = count > 0 ? wrapIndex(controlledIndex ?? ownIndex, count) : 0;

  const setIndex = useCallback(
    (next: number) => {
      if (count <= 0) return;
      const wrapped = wrapIndex(next, count);
      if (controlledIndex === undefined) setOwnIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, controlledIndex, onIndexChange],
  );

  const advance = useEffectEvent(() => setIndex(index + 1));
  const running =
    intervalMs !== undefined && intervalMs > 0 && count > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, index]);

  return [index, setIndex] as const;
}

/* ---------- Carousel ---------- */

export interface CarouselSlide {
  id: string;
  content: ReactNode;
  /** Names the slide for screen readers: "2 of 3: {label}". */
  label: string;
  /**
   * Shown in the thumbnail strip (falls back to the label). Its text starts the
   * thumbnail's accessible name: "{thumbnail text} — slide 2: {label}".
   */
  thumbnail?: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel region. */
  ariaLabel: string;
  /** Auto-advance period; omit for no auto-advance. */
  intervalMs?: number;
  /** Previous/next buttons over the slides. Default true. */
  showArrows?: boolean;
  /** A dot per slide. Default true. */
  showDots?: boolean;
  /** A thumbnail strip under the slides. Default false. */
  showThumbnails?: boolean;
  /** Controlled slide index. */
  index?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** Moves between sibling buttons of a picker with the arrow, Home and End keys. */
function pickerKeyDown(
  event: KeyboardEvent<HTMLElement>,
  index: number,
  count: number,
  go: (index: number) => void,
) {
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowRight: index + 1,
    Home: 0,
    End: count - 1,
  };
  const target = moves[event.key];
  if (target === undefined) return;
  event.preventDefault();
  const next = wrapIndex(target, count);
  go(next);
  event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
}

export interface SlideControlsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** Dot buttons, one per slide (default true). */
  showDots?: boolean;
  /** With `onToggleStopped`: a button that stops and restarts the rotation. */
  stopped?: boolean;
  onToggleStopped?: () => void;
  labels?: { group?: string; start?: string; stop?: string };
  /** 'inverse' for controls on a dark background. */
  tone?: 'default' | 'inverse';
  align?: 'center' | 'start';
  className?: string;
}

/**
 * The stop/start button and the dots of a rotating set of slides. Arrow keys,
 * Home and End move between the dots. Used by Carousel, and by pages that
 * build their own slides (such as a hero) on `useAutoAdvance`.
 */
export function SlideControls({
  count,
  index,
  onSelect,
  showDots = true,
  stopped = false,
  onToggleStopped,
  labels = {},
  tone = 'default',
  align = 'center',
  className,
}: SlideControlsProps) {
  const {
    group = 'Choose slide',
    start = 'Start automatic slide show',
    stop = 'Stop automatic slide show',
  } = labels;
  return (
    <div
      className={cx(
        styles.controls,
        tone === 'inverse' && styles.inverse,
        align === 'start' && styles.alignStart,
        className,
      )}
    >
      {onToggleStopped ? (
        <button
          type="button"
          className={styles.rotation}
          aria-label={stopped ? start : stop}
          onClick={onToggleStopped}
        >
          {stopped ? (
            <Play aria-hidden="true" focusable="false" />
          ) : (
            <Pause aria-hidden="true" focusable="false" />
          )}
        </button>
      ) : null}
      {showDots ? (
        <div
          className={styles.dots}
          role="group"
          aria-label={group}
          onKeyDown={(event) => pickerKeyDown(event, index, count, onSelect)}
        >
          {Array.from({ length: count }, (_, slideIndex) => (
            <button
              key={slideIndex}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${slideIndex + 1}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => onSelect(slideIndex)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * An accessible slide carousel (WAI-ARIA APG pattern): previous/next buttons,
 * dots and optional thumbnails; optional auto-advance that pauses on hover and
 * focus, can be stopped with a button, and never runs under reduced motion.
 */
export function Carousel({
  slides,
  ariaLabel,
  intervalMs,
  showArrows = true,
  showDots = true,
  showThumbnails = false,
  index: controlledIndex,
  onIndexChange,
  className,
}: CarouselProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const [index, setIndex] = useAutoAdvance(count, intervalMs, {
    paused: hovered || focused || stopped,
    index: controlledIndex,
    onIndexChange,
  });

  const canRotate = intervalMs !== undefined && intervalMs > 0 && count > 1 && !reducedMotion;
  const rotating = canRotate && !hovered && !focused && !stopped;
  const hasControls = count > 1;

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  };

  const trackStyle = { '--carousel-index': index } as CSSProperties;

  return (
    <section
      className={cx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport}>
        <div className={styles.track} style={trackStyle} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => {
            const active = slideIndex === index;
            return (
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${count}: ${slide.label}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-active={active || undefined}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
        {showArrows && hasControls ? (
          <>
            <button
              type="button"
              className={cx(styles.arrow, styles.prev)}
              aria-label="Previous slide"
              onClick={() => setIndex(index - 1)}
            >
              <ChevronLeft aria-hidden="true" focusable="false" />
            </button>
            <button
              type="button"
              className={cx(styles.arrow, styles.next)}
              aria-label="Next slide"
              onClick={() => setIndex(index + 1)}
            >
              <ChevronRight aria-hidden="true" focusable="false" />
            </button>
          </>
        ) : null}
      </div>

      {hasControls && (showDots || canRotate) ? (
        <SlideControls
          count={count}
          index={index}
          onSelect={setIndex}
          showDots={showDots}
          {...(canRotate ? { stopped, onToggleStopped: () => setStopped((value) => !value) } : {})}
        />
      ) : null}

      {showThumbnails && hasControls ? (
        <div
          className={styles.thumbnails}
          role="group"
          aria-label="Slide thumbnails"
          onKeyDown={(event) => pickerKeyDown(event, index, count, setIndex)}
        >
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              className={styles.thumbnail}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => setIndex(slideIndex)}
            >
              {/* Named by its visible text first, so speech-input users can say what they see. */}
              {slide.thumbnail ?? <span className={styles.thumbnailText}>{slide.label}</span>}{' '}
              <span className={a11y.visuallyHidden}>
                {slide.thumbnail
                  ? `— slide ${slideIndex + 1}: ${slide.label}`
                  : `— slide ${slideIndex + 1}`}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
