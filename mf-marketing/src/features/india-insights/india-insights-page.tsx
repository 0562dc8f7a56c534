import { Newspaper } from 'lucide-react';
import { useId } from 'react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { PageBanner } from '@/components/page-banner/page-banner';
import { ArticleList } from './components/article-list';
import { NewsletterBox } from './components/newsletter-box';
import { INSIGHT_ARTICLES } from './data/insight-articles';
import styles from './india-insights-page.module.css';

/** `./IndiaInsightsPage` (/india-insights): 16 static articles for Indian MSMEs. */
export default function IndiaInsightsPage() {
  const headingId = useId();
  return (
    <>
      <PageBanner
        eyebrow="Knowledge"
        title="India Insights"
        lead="Practical ideas on exports, projects, operations and growth, written for India’s producers and providers."
        art={<NetworkArt icon={<Newspaper aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            Latest Articles
          </h2>
          <ArticleList articles={INSIGHT_ARTICLES} />
        </section>
        <aside className={styles.aside} aria-label="Newsletter">
          <NewsletterBox />
        </aside>
      </div>
    </>
  );
}
