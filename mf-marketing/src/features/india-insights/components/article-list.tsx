import { Button } from '@club/ui/button';
import { useEffect, useRef } from 'react';
import {
  CATEGORY_FILTERS,
  CATEGORY_LABELS,
  type Article,
  type CategoryFilter as Filter,
} from '../data/article-types';
import { useArticleList } from '../hooks/use-article-list';
import { ArticleCard } from './article-card';
import { CategoryFilter } from './category-filter';
import styles from './article-list.module.css';
import { useT } from '../i18n';

function countByFilter(articles: readonly Article[]): Record<Filter, number> {
  const counts = Object.fromEntries(CATEGORY_FILTERS.map((filter) => [filter, 0])) as Record<
    Filter,
    number
  >;
  for (const article of articles) counts[article.category] += 1;
  counts.All = articles.length;
  return counts;
}

/**
 * The filterable article list with one article open at a time and 'Load more
 * Articles'. After loading more, focus moves to the first new article.
 */
export function ArticleList({ articles }: { articles: readonly Article[] }) {
  const t = useT();
  const { state, matching, visible, hasMore, selectCategory, loadMore, toggleArticle } =
    useArticleList(articles);
  const focusAfterLoad = useRef<string | null>(null);

  useEffect(() => {
    const id = focusAfterLoad.current;
    if (!id) return;
    focusAfterLoad.current = null;
    document.getElementById(`article-${id}`)?.focus();
  }, [visible.length]);

  const onLoadMore = () => {
    focusAfterLoad.current = matching[visible.length]?.id ?? null;
    loadMore();
  };

  return (
    <div className={styles.list}>
      <CategoryFilter
        selected={state.category}
        onSelect={selectCategory}
        counts={countByFilter(articles)}
      />
      <p className={styles.status} aria-live="polite">
        {state.category === 'All'
          ? t('marketing.indiaInsights.list.status', {
              shown: visible.length,
              count: matching.length,
            })
          : t('marketing.indiaInsights.list.statusInCategory', {
              shown: visible.length,
              count: matching.length,
              category: t(CATEGORY_LABELS[state.category]),
            })}
      </p>
      <ul
        role="list"
        className={styles.articles}
        aria-label={t('marketing.indiaInsights.list.label')}
      >
        {visible.map((article) => (
          <li key={article.id}>
            <ArticleCard
              article={article}
              expanded={state.expandedId === article.id}
              onToggle={() => toggleArticle(article.id)}
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" size="lg" className={styles.more} onClick={onLoadMore}>
          {t('marketing.indiaInsights.list.more')}
        </Button>
      ) : null}
    </div>
  );
}
