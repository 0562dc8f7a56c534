import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Section } from '@/components/section/section';
import { NewsAdminSlot } from './news-admin-slot';
import { NewsSkeleton } from './news-skeleton';
import { useT } from '../i18n';
import styles from './cuts-section.module.css';

/**
 * Loaded apart from the page: the news brings the API client and the
 * contract's validation library, and the hero should not wait for them.
 */
const NewsCarousel = lazy(() =>
  import('./news-carousel').then((module) => ({ default: module.NewsCarousel })),
);

/** What tells that the visitor is heading down the page. */
const INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'keydown'] as const;

/**
 * False until the visitor heads for Cuts: its news area comes into view, or
 * they first scroll, touch or press a key (so the news are usually there by
 * the time they reach it). Cuts sits below the hero, and its news bring the
 * API client and the contract's validation library: a visit that never
 * leaves the first screen does not download them, and the hero never waits.
 */
function useWanted(areaRef: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const area = areaRef.current;
    if (wanted) return;
    if (!area || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) want();
    });
    observer.observe(area);
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, want, { passive: true, once: true });
    }
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want);
    };
  }, [areaRef, wanted]);
  return wanted;
}

/** Cuts: News and Views, updated daily (spec 000 'Home page'). */
export function CutsSection() {
  const t = useT();
  const newsRef = useRef<HTMLDivElement>(null);
  const wanted = useWanted(newsRef);
  return (
    <Section
      title={t('marketing.home.cuts.title')}
      eyebrow={t('marketing.home.cuts.eyebrow')}
      intro={t('marketing.home.cuts.intro')}
      align="start"
      className={styles.section}
    >
      <NewsAdminSlot />
      {/* A first visit's page starts its code when the news come into view (held-page.ts). */}
      <div ref={newsRef} data-hydrate-when-visible="">
        {wanted ? (
          <Suspense fallback={<NewsSkeleton />}>
            <NewsCarousel />
          </Suspense>
        ) : (
          <NewsSkeleton />
        )}
      </div>
    </Section>
  );
}
