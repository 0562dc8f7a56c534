import type { ReactNode } from 'react';
import styles from './topic-art.module.css';

export type TopicPalette = 'indigo' | 'saffron' | 'emerald' | 'rose' | 'sky' | 'violet';

interface TopicArtProps {
  palette: TopicPalette;
  /** A lucide icon element, drawn large in the middle. */
  icon: ReactNode;
  /** Picks one of three background patterns, so that neighbours differ. */
  pattern?: 0 | 1 | 2;
  /** Overlays such as a badge, placed on top of the art. */
  children?: ReactNode;
  /** The height relative to the width. Default 16 / 9. */
  ratio?: '16 / 9' | '2 / 1';
}

/**
 * Decorative cover art made of CSS gradients and an inline SVG pattern (no
 * image file): used for session thumbnails and article covers. Hidden from
 * assistive technology; the card's heading names the content.
 */
export function TopicArt({
  palette,
  icon,
  pattern = 0,
  children,
  ratio = '16 / 9',
}: TopicArtProps) {
  return (
    <div className={`${styles.art} ${styles[palette]}`} style={{ aspectRatio: ratio }}>
      <svg
        className={styles.pattern}
        viewBox="0 0 320 180"
        width="320"
        height="180"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        {pattern === 0 ? (
          <g fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="270" cy="30" r="60" />
            <circle cx="270" cy="30" r="95" />
            <circle cx="270" cy="30" r="130" />
            <circle cx="40" cy="170" r="50" />
          </g>
        ) : pattern === 1 ? (
          <g fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M-10 140 C 60 90, 120 170, 190 110 S 300 60, 340 90" />
            <path d="M-10 160 C 60 110, 120 190, 190 130 S 300 80, 340 110" />
            <path d="M-10 120 C 60 70, 120 150, 190 90 S 300 40, 340 70" />
          </g>
        ) : (
          <g fill="currentColor">
            {Array.from({ length: 7 }, (_, row) =>
              Array.from({ length: 12 }, (_, column) => (
                <circle
                  key={`${row}-${column}`}
                  cx={14 + column * 28}
                  cy={12 + row * 28}
                  r={row % 2 === column % 2 ? 2.2 : 1.2}
                />
              )),
            )}
          </g>
        )}
      </svg>
      <span className={styles.glow} aria-hidden="true" />
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {children}
    </div>
  );
}
