import { ExternalLink } from 'lucide-react';
import type { FocusEvent } from 'react';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { useT, type MessageId } from './i18n';
import { DEFAULT_NEWS_CATEGORY, hasNewsLink, type NewsCard } from './news-card-mapping';
import { NewsImage } from './news-image';
import styles from './news-card.module.css';

/** The card's date as the mapping writes it, US style: `Nov 22, 2026`. */
const US_DATE = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/;

const MONTHS: Readonly<Record<string, MessageId>> = {
  Jan: 'marketing.home.news.month.jan',
  Feb: 'marketing.home.news.month.feb',
  Mar: 'marketing.home.news.month.mar',
  Apr: 'marketing.home.news.month.apr',
  May: 'marketing.home.news.month.may',
  Jun: 'marketing.home.news.month.jun',
  Jul: 'marketing.home.news.month.jul',
  Aug: 'marketing.home.news.month.aug',
  Sep: 'marketing.home.news.month.sep',
  Oct: 'marketing.home.news.month.oct',
  Nov: 'marketing.home.news.month.nov',
  Dec: 'marketing.home.news.month.dec',
};

/** The date of a card in the page's language (`Nov 22, 2026` in English). */
function useDateLabel(label: string): string {
  const t = useT();
  const [, month = '', day = '', year = ''] = US_DATE.exec(label) ?? [];
  const monthId = MONTHS[month];
  return monthId ? t('marketing.home.news.date', { month: t(monthId), day, year }) : label;
}

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
/**
 * The club's staff write the news in English (the back office is English only): its words
 * are marked so, and a screen reader on a Hindi or Gujarati page reads them as English.
 */
const NEWS_LANG = 'en-IN';

export function NewsCardView({ card, duplicate = false, onLinkFocus }: NewsCardViewProps) {
  const t = useT();
  const linked = hasNewsLink(card);
  const dateLabel = useDateLabel(card.publishedLabel);
  // A card without a tag is 'General', in the page's language.
  const custom = card.category !== DEFAULT_NEWS_CATEGORY;
  const category = custom ? card.category : t('marketing.home.news.generalCategory');
  return (
    <article className={`${styles.card} ${linked ? styles.linked : ''}`}>
      <NewsImage key={card.image} image={card.image} category={category} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category} lang={custom ? NEWS_LANG : undefined}>
            {category}
          </span>
          {card.publishedLabel ? (
            <time className={styles.date} dateTime={card.publishedAt}>
              {dateLabel}
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
              <span lang={NEWS_LANG}>{card.title}</span>
              <VisuallyHidden> {t('marketing.home.news.opensInNewTab')}</VisuallyHidden>
            </a>
          ) : (
            <span lang={NEWS_LANG}>{card.title}</span>
          )}
        </h3>
        <p className={styles.description} lang={NEWS_LANG}>
          {card.description}
        </p>
        <p className={styles.source}>
          <span className={styles.sourceName} lang={NEWS_LANG}>
            {card.source}
          </span>
          {linked ? <ExternalLink aria-hidden="true" focusable="false" /> : null}
        </p>
      </div>
    </article>
  );
}
