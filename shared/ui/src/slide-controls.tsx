import type { KeyboardEvent } from 'react';
import { Pause, Play } from 'lucide-react';
import { wrapIndex } from '@club/ui/carousel-hooks';
import styles from './carousel.module.css';
import { useUiT } from '@club/ui/ui-messages';

export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');

/** Moves between sibling buttons of a picker with the arrow, Home and End keys. */
export function pickerKeyDown(
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
  const t = useUiT();
  const {
    group = t('ui.slide-controls.group'),
    start = t('ui.slide-controls.start'),
    stop = t('ui.slide-controls.stop'),
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
              aria-label={t('ui.slide-controls.go-to', { position: slideIndex + 1 })}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => onSelect(slideIndex)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
