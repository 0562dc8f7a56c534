import { Newspaper } from 'lucide-react';
import { useId } from 'react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { PageBanner } from '@/components/page-banner/page-banner';
import { ArticleList } from './components/article-list';
import { NewsletterBox } from './components/newsletter-box';
import { INSIGHT_ARTICLES } from './data/insight-articles';
import styles from './india-insights-page.module.css';
import { useT } from './i18n';

/** `./IndiaInsightsPage` (/india-insights): 16 static articles for Indian MSMEs. */
export default function IndiaInsightsPage() {
  const t = useT();
  const headingId = useId();
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.indiaInsights.banner.eyebrow')}
        title={t('marketing.indiaInsights.banner.title')}
        lead={t('marketing.indiaInsights.banner.lead')}
        art={<NetworkArt icon={<Newspaper aria-hidden="true" />} />}
      />
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('marketing.indiaInsights.list.heading')}
          </h2>
          <ArticleList articles={INSIGHT_ARTICLES} />
        </section>
        <aside className={styles.aside} aria-label={t('marketing.indiaInsights.newsletter.label')}>
          <NewsletterBox />
        </aside>
      </div>
    </>
  );
}
