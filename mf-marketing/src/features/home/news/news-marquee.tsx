import { usePrefersReducedMotion } from '@club/ui/carousel';
import { useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { isMarqueeRunning } from './marquee-motion';
import { NewsCardView } from './news-card';
import type { NewsCard } from './news-card-mapping';
import { useMarquee, useOffScreen, usePageHidden } from './use-marquee';
import { useT } from './i18n';
import styles from './news-carousel.module.css';

/**
 * Cards sit 24 px apart, and the list is repeated three times so the loop
 * never shows a gap (the animation in news-carousel.module.css moves the track
 * by a third of its width: keep the two in step).
 */
const NEWS_GAP_PX = 24;
const NEWS_REPEAT = 3;

/**
 * The Cuts cards, scrolling continuously (the list three times over, so the
 * loop is seamless). Pauses on hover, on touch, while a card has focus, while
 * it is off screen and while the tab is in the background. Under reduced
 * motion: one copy that the visitor scrolls sideways. Only the first copy is
 * exposed to assistive technology.
 */
export function NewsMarquee({ cards }: { cards: readonly NewsCard[] }) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const offScreen = useOffScreen(viewportRef);
  const pageHidden = usePageHidden();
  const { reveal, trackStyle, measured } = useMarquee(trackRef, { enabled: !reducedMotion });
  const running =
    measured &&
    isMarqueeRunning({ reducedMotion, hovered, touched, focused, offScreen, pageHidden });
  const copies = reducedMotion ? 1 : NEWS_REPEAT;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  };
  const onLinkFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    const item = event.currentTarget.closest('li');
    if (item) reveal(item);
  };

  const gapStyle = { '--news-gap': `${NEWS_GAP_PX}px` } as CSSProperties;

  return (
    <div
      ref={viewportRef}
      className={`${styles.viewport} ${reducedMotion ? styles.scrollable : styles.moving}`}
      style={gapStyle}
      data-testid="news-carousel"
      data-running={running || undefined}
      // A scrollable region must be reachable from the keyboard.
      tabIndex={reducedMotion ? 0 : undefined}
      role={reducedMotion ? 'region' : undefined}
      aria-label={reducedMotion ? t('marketing.home.news.scrollLabel') : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={trackRef} className={styles.track} style={trackStyle}>
        {Array.from({ length: copies }, (_, copy) => (
          <ul
            key={copy}
            role="list"
            className={styles.copy}
            aria-label={copy === 0 ? t('marketing.home.news.listLabel') : undefined}
            aria-hidden={copy > 0 ? true : undefined}
          >
            {cards.map((card) => (
              <li key={card.id} className={styles.item}>
                <NewsCardView
                  card={card}
                  duplicate={copy > 0}
                  onLinkFocus={copy === 0 ? onLinkFocus : undefined}
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
