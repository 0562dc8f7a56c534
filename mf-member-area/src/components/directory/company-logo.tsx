import styles from './company-logo.module.css';

/** Up to two initials of a company's name ("Vishwamitri Precision Castings" → "VP"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/**
 * A member's logo in its original aspect ratio, fitted in a square; without
 * one, a tile with the company's initials. Decorative: the card names the company.
 */
export function CompanyLogo({
  name,
  url,
  size = 'md',
}: {
  name: string | null | undefined;
  url: string | null | undefined;
  size?: 'md' | 'lg';
}) {
  const className = `${styles.logo} ${styles[size]}`;
  if (url) {
    return (
      <span className={className}>
        <img src={url} alt="" loading="lazy" decoding="async" className={styles.image} />
      </span>
    );
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
