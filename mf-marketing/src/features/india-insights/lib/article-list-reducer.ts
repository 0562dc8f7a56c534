import type { Article, CategoryFilter } from '../data/article-types';

/**
 * The India Insights list (spec 001 'Articles'): a category filter, a visible
 * count that starts at one page and grows by one page per 'Load more', and at
 * most one expanded article. Changing the category resets the count and
 * collapses the open article.
 */
export interface ArticleListState {
  category: CategoryFilter;
  visibleCount: number;
  expandedId: string | null;
  pageSize: number;
}

export type ArticleListAction =
  | { type: 'selectCategory'; category: CategoryFilter }
  | { type: 'loadMore' }
  | { type: 'toggleArticle'; id: string };

export function initialArticleListState(pageSize: number): ArticleListState {
  return { category: 'All', visibleCount: pageSize, expandedId: null, pageSize };
}

export function articleListReducer(
  state: ArticleListState,
  action: ArticleListAction,
): ArticleListState {
  switch (action.type) {
    case 'selectCategory':
      if (action.category === state.category) return state;
      return {
        ...state,
        category: action.category,
        visibleCount: state.pageSize,
        expandedId: null,
      };
    case 'loadMore':
      return { ...state, visibleCount: state.visibleCount + state.pageSize };
    case 'toggleArticle':
      return { ...state, expandedId: state.expandedId === action.id ? null : action.id };
  }
}

export interface ArticleListView {
  /** The articles of the chosen category. */
  matching: readonly Article[];
  /** The ones shown now. */
  visible: readonly Article[];
  hasMore: boolean;
}

/** What the list shows for a state. */
export function selectArticleView(
  articles: readonly Article[],
  state: ArticleListState,
): ArticleListView {
  const matching =
    state.category === 'All'
      ? articles
      : articles.filter((article) => article.category === state.category);
  const visible = matching.slice(0, state.visibleCount);
  return { matching, visible, hasMore: visible.length < matching.length };
}
