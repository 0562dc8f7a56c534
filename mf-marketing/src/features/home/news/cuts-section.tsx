import { lazy, Suspense, useEffect, useState } from 'react';
import { Section } from '@/components/section/section';
import { NewsAdminSlot } from './news-admin-slot';
import { NewsSkeleton } from './news-skeleton';
import styles from './cuts-section.module.css';

/**
 * Loaded apart from the page: the news brings the API client and the
 * contract's validation library, and the hero should not wait for them.
 */
const NewsCarousel = lazy(() =>
  import('./news-carousel').then((module) => ({ default: module.NewsCarousel })),
);

/**
 * False until the page has been painted once. Cuts sits below the hero, so
 * its code and data are asked for only then: the hero's text paints first.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame callback runs just before the first paint; the timer just after it.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Cuts: News and Views, updated daily (spec 000 'Home page'). */
export function CutsSection() {
  const painted = usePaintedOnce();
  return (
    <Section
      title="Cuts"
      eyebrow="News and Views · updated daily"
      intro="Market moves, policy shifts and member wins from India’s manufacturing and services economy."
      align="start"
      className={styles.section}
    >
      <NewsAdminSlot />
      {painted ? (
        <Suspense fallback={<NewsSkeleton />}>
          <NewsCarousel />
        </Suspense>
      ) : (
        <NewsSkeleton />
      )}
    </Section>
  );
}
