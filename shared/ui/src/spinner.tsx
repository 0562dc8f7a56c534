import type { CSSProperties } from 'react';
import a11y from './visually-hidden.module.css';
import styles from './spinner.module.css';
import { useUiT } from '@club/ui/ui-messages';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** A named size, or a diameter in pixels. Default 'md'. */
  size?: SpinnerSize | number;
  /** Text read by screen readers. Default 'Loading'. */
  label?: string;
  /**
   * Purely visual: no role and no label (for a spinner inside a control that
   * already announces its busy state, such as a loading Button).
   */
  decorative?: boolean;
  className?: string;
}

const SIZES: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

/** An indeterminate progress indicator (role="status" with a visually hidden label). */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const t = useUiT();
  const diameter = typeof size === 'number' ? size : SIZES[size];
  const style = { '--spinner-size': `${diameter}px` } as CSSProperties;
  const classes = [styles.spinner, className].filter(Boolean).join(' ');
  const ring = (
    <svg className={styles.ring} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" />
      <circle className={styles.arc} cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" />
    </svg>
  );

  if (decorative) {
    return (
      <span className={classes} style={style} aria-hidden="true" data-motion="essential">
        {ring}
      </span>
    );
  }

  return (
    <span className={classes} style={style} role="status" data-motion="essential">
      {ring}
      <span className={a11y.visuallyHidden}>{label ?? t('ui.spinner.loading')}</span>
    </span>
  );
}
