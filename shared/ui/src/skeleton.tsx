import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

type Length = number | string;

export interface SkeletonProps {
  /** A number means pixels. Default '100%'. */
  width?: Length;
  /** A number means pixels. Default '1em'. */
  height?: Length;
  /** A number means pixels; 'full' makes a pill or a circle. Default: the theme's small radius. */
  radius?: Length | 'full';
  className?: string;
  style?: CSSProperties;
}

const toCss = (value: Length): string => (typeof value === 'number' ? `${value}px` : value);

/** A shimmering placeholder block shown while content loads (hidden from assistive technology). */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  className,
  style,
}: SkeletonProps) {
  const blockStyle: CSSProperties = {
    ...style,
    width: toCss(width),
    height: toCss(height),
  };
  if (radius !== undefined) {
    blockStyle.borderRadius = radius === 'full' ? '9999px' : toCss(radius);
  }
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={blockStyle}
      aria-hidden="true"
    />
  );
}
