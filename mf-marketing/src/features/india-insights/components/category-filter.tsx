import {
  CATEGORY_FILTERS,
  CATEGORY_LABELS,
  type CategoryFilter as Filter,
} from '../data/article-types';
import { useT } from '../i18n';
import styles from './category-filter.module.css';

interface CategoryFilterProps {
  selected: Filter;
  onSelect: (category: Filter) => void;
  /** How many articles each filter matches. */
  counts: Readonly<Record<Filter, number>>;
}

/** The row of category buttons above the article list; the pressed one is the filter. */
export function CategoryFilter({ selected, onSelect, counts }: CategoryFilterProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('marketing.indiaInsights.filter.label')}
      className={styles.filters}
    >
      {CATEGORY_FILTERS.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.filter}
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {t(CATEGORY_LABELS[category])}
          <span className={styles.count} aria-hidden="true">
            {counts[category]}
          </span>
        </button>
      ))}
    </div>
  );
}
