import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { usePrefersReducedMotion, useAutoAdvance } from '@club/ui/carousel-hooks';
import { cx, pickerKeyDown, SlideControls } from '@club/ui/slide-controls';
import styles from './carousel.module.css';
import a11y from './visually-hidden.module.css';

export {
  useAutoAdvance,
  usePrefersReducedMotion,
  type AutoAdvanceOptions,
} from '@club/ui/carousel-hooks';
import { useUiT } from '@club/ui/ui-messages';
export { SlideControls, type SlideControlsProps } from '@club/ui/slide-controls';

/* ---------- Carousel ---------- */

export interface CarouselSlide {
  id: string;
  content: ReactNode;
  /** Names the slide for screen readers: "2 of 3: {label}". */
  label: string;
  /** The label's language when it is not the page's (a firm's own name in English: `en-IN`). */
  labelLang?: string;
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
  const t = useUiT();
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
      aria-roledescription={t('ui.carousel.role')}
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
                aria-roledescription={t('ui.carousel.slide-role')}
                aria-label={t('ui.carousel.slide', {
                  position: slideIndex + 1,
                  count,
                  label: slide.label,
                })}
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
              aria-label={t('ui.carousel.previous')}
              onClick={() => setIndex(index - 1)}
            >
              <ChevronLeft aria-hidden="true" focusable="false" />
            </button>
            <button
              type="button"
              className={cx(styles.arrow, styles.next)}
              aria-label={t('ui.carousel.next')}
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
          aria-label={t('ui.carousel.thumbnails')}
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
              {slide.thumbnail ?? (
                <span className={styles.thumbnailText} lang={slide.labelLang}>
                  {slide.label}
                </span>
              )}{' '}
              <span className={a11y.visuallyHidden}>
                {`— ${t('ui.carousel.thumbnail-slide', { position: slideIndex + 1 })}`}
                {slide.thumbnail ? (
                  <>
                    {': '}
                    <span lang={slide.labelLang}>{slide.label}</span>
                  </>
                ) : null}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
