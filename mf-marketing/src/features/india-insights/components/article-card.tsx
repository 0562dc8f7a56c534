import { formatIndianDate } from '@club/contract/india-time/format';
import { Button } from '@club/ui/button';
import { CalendarDays, ChevronDown, Clock } from 'lucide-react';
import { TopicArt } from '@/components/topic-art/topic-art';
import { CATEGORY_LABELS, type Article } from '../data/article-types';
import { isMessageId, useT } from '../i18n';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: Article;
  expanded: boolean;
  onToggle: () => void;
}

/** "6 min read" as its number of minutes; undefined for any other wording. */
function readMinutes(readTime: string): number | undefined {
  const match = /^(\d+) min read$/.exec(readTime);
  return match ? Number(match[1]) : undefined;
}

/** One article: cover, meta, title, excerpt, and the full text when expanded. */
export function ArticleCard({ article, expanded, onToggle }: ArticleCardProps) {
  const t = useT();
  const Icon = article.image.icon;
  const minutes = readMinutes(article.readTime);
  const text = (value: string) => (isMessageId(value) ? t(value) : value);
  const contentId = `article-content-${article.id}`;
  return (
    <article
      id={`article-${article.id}`}
      tabIndex={-1}
      className={`${styles.card} ${expanded ? styles.expanded : ''}`}
      aria-labelledby={`article-title-${article.id}`}
    >
      <div className={styles.cover}>
        <TopicArt
          palette={article.image.palette}
          pattern={article.image.pattern}
          icon={<Icon />}
          ratio="2 / 1"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{t(CATEGORY_LABELS[article.category])}</p>
        <h3 id={`article-title-${article.id}`} className={styles.title}>
          {text(article.title)}
        </h3>
        <p className={styles.meta}>
          <span>
            <CalendarDays aria-hidden="true" />
            <time dateTime={article.publishDate}>{formatIndianDate(article.publishDate)}</time>
          </span>
          <span>
            <Clock aria-hidden="true" />
            {minutes === undefined
              ? article.readTime
              : t('marketing.indiaInsights.card.readTime', { minutes })}
          </span>
        </p>
        <p className={styles.excerpt}>{text(article.excerpt)}</p>
        <div id={contentId} className={styles.content} hidden={!expanded}>
          {article.content.map((paragraph) => (
            <p key={paragraph}>{text(paragraph)}</p>
          ))}
        </div>
        <Button
          variant="link"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          icon={<ChevronDown aria-hidden="true" className={styles.chevron} />}
          iconPosition="end"
          onClick={onToggle}
        >
          {expanded
            ? t('marketing.indiaInsights.card.readLess')
            : t('marketing.indiaInsights.card.readMore')}
        </Button>
      </div>
    </article>
  );
}
