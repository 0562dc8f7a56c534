import { ExternalLink } from 'lucide-react';
import type { FocusEvent } from 'react';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { hasNewsLink, type NewsCard } from './news-card-mapping';
import { NewsImage } from './news-image';
import styles from './news-card.module.css';

interface NewsCardViewProps {
  card: NewsCard;
  /** A repeated copy: hidden from assistive technology, its link out of the tab order. */
  duplicate?: boolean;
  onLinkFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
}

/**
 * One card of Cuts. With an external URL the title links there in a new tab
 * and the whole card is clickable; with '#' the card is not a link at all.
 */
export function NewsCardView({ card, duplicate = false, onLinkFocus }: NewsCardViewProps) {
  const linked = hasNewsLink(card);
  return (
    <article className={`${styles.card} ${linked ? styles.linked : ''}`}>
      <NewsImage key={card.image} image={card.image} category={card.category} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{card.category}</span>
          {card.publishedLabel ? (
            <time className={styles.date} dateTime={card.publishedAt}>
              {card.publishedLabel}
            </time>
          ) : null}
        </p>
        <h3 className={styles.title}>
          {linked ? (
            <a
              className={styles.link}
              href={card.url}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={duplicate ? -1 : undefined}
              onFocus={onLinkFocus}
            >
              {card.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            card.title
          )}
        </h3>
        <p className={styles.description}>{card.description}</p>
        <p className={styles.source}>
          <span className={styles.sourceName}>{card.source}</span>
          {linked ? <ExternalLink aria-hidden="true" focusable="false" /> : null}
        </p>
      </div>
    </article>
  );
}
