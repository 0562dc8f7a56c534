import { useState } from 'react';
import styles from './news-card.module.css';

const FALLBACK_TONES = ['indigo', 'teal', 'amber', 'rose', 'violet'] as const;

/** The same tone for the same category, so the fallback tiles stay consistent. */
function toneOf(category: string): (typeof FALLBACK_TONES)[number] {
  let hash = 0;
  for (const char of category) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_TONES[hash % FALLBACK_TONES.length] ?? 'indigo';
}

interface NewsImageProps {
  image: string | null;
  category: string;
}

/**
 * The picture of a news card. A missing or broken image becomes a tile with
 * the category's initial and name (spec 000 section 8). Give it a `key` of
 * the image so a new image gets a fresh try.
 */
export function NewsImage({ image, category }: NewsImageProps) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <span
        className={`${styles.media} ${styles.fallback} ${styles[toneOf(category)]}`}
        data-testid="news-image-fallback"
      >
        <span className={styles.initial} aria-hidden="true">
          {category.charAt(0).toUpperCase()}
        </span>
        <span className={styles.fallbackName}>{category}</span>
      </span>
    );
  }
  return (
    <span className={styles.media}>
      <img
        className={styles.image}
        src={image}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
