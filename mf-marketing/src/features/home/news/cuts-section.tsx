import { lazy, Suspense } from 'react';
import { Section } from '@/components/section/section';
import { NewsAdminSlot } from './news-admin-slot';
import { NewsSkeleton } from './news-skeleton';
import styles from './cuts-section.module.css';

/**
 * Loaded apart from the page: the news contract brings its own validation
 * library, and the hero should not wait for it.
 */
const NewsCarousel = lazy(() =>
  import('./news-carousel').then((module) => ({ default: module.NewsCarousel })),
);

/** Cuts: News and Views, updated daily (spec 000 'Home page'). */
export function CutsSection() {
  return (
    <Section
      title="Cuts"
      eyebrow="News and Views · updated daily"
      intro="Market moves, policy shifts and member wins from India’s manufacturing and services economy."
      align="start"
      className={styles.section}
    >
      <NewsAdminSlot />
      <Suspense fallback={<NewsSkeleton />}>
        <NewsCarousel />
      </Suspense>
    </Section>
  );
}
