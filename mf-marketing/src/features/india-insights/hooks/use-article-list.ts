import { useMemo, useReducer } from 'react';
import type { Article, CategoryFilter } from '../data/article-types';
import {
  articleListReducer,
  initialArticleListState,
  selectArticleView,
} from '../lib/article-list-reducer';

/** Articles show seven at a time. */
export const ARTICLE_PAGE_SIZE = 7;

/** The state and actions of the India Insights list. */
export function useArticleList(articles: readonly Article[], pageSize = ARTICLE_PAGE_SIZE) {
  const [state, dispatch] = useReducer(articleListReducer, pageSize, initialArticleListState);
  const view = useMemo(() => selectArticleView(articles, state), [articles, state]);
  return {
    state,
    ...view,
    selectCategory: (category: CategoryFilter) => dispatch({ type: 'selectCategory', category }),
    loadMore: () => dispatch({ type: 'loadMore' }),
    toggleArticle: (id: string) => dispatch({ type: 'toggleArticle', id }),
  };
}
