import { FileText } from 'lucide-react';
import { ARTICLE_PAGE_SIZE } from '../hooks/use-article-list';
import { ARTICLE_CATEGORIES, type Article, type ArticleCategory } from '../data/article-types';
import {
  articleListReducer,
  initialArticleListState,
  selectArticleView,
  type ArticleListAction,
  type ArticleListState,
} from './article-list-reducer';

function article(id: number, category: ArticleCategory): Article {
  return {
    id: `a${id}`,
    image: { palette: 'indigo', icon: FileText, pattern: 0 },
    title: `Article ${id}`,
    excerpt: 'Excerpt',
    content: ['Paragraph'],
    readTime: '5 min read',
    publishDate: '2026-11-01',
    category,
  };
}

/** 16 articles spread over the six categories, like the real list. */
const ARTICLES = Array.from({ length: 16 }, (_, index) =>
  article(index + 1, ARTICLE_CATEGORIES[index % ARTICLE_CATEGORIES.length] ?? 'Export Management'),
);

const run = (actions: ArticleListAction[], start = initialArticleListState(7)) =>
  actions.reduce<ArticleListState>(articleListReducer, start);

describe('article list', () => {
  it('uses a page size of 7', () => {
    expect(ARTICLE_PAGE_SIZE).toBe(7);
  });

  it('shows 7 at first, then 14, then all 16', () => {
    let state = initialArticleListState(7);
    let view = selectArticleView(ARTICLES, state);
    expect(view.visible).toHaveLength(7);
    expect(view.hasMore).toBe(true);

    state = articleListReducer(state, { type: 'loadMore' });
    view = selectArticleView(ARTICLES, state);
    expect(view.visible).toHaveLength(14);
    expect(view.hasMore).toBe(true);

    state = articleListReducer(state, { type: 'loadMore' });
    view = selectArticleView(ARTICLES, state);
    expect(view.visible).toHaveLength(16);
    expect(view.hasMore).toBe(false);
  });

  it('filters by category, keeping the order', () => {
    const state = run([{ type: 'selectCategory', category: 'Market Expansion' }]);
    const view = selectArticleView(ARTICLES, state);
    expect(view.matching.map((item) => item.id)).toEqual(['a4', 'a10', 'a16']);
    expect(view.visible).toHaveLength(3);
    expect(view.hasMore).toBe(false);
  });

  it('resets to one page and collapses the open article when the category changes', () => {
    const state = run([
      { type: 'loadMore' },
      { type: 'toggleArticle', id: 'a2' },
      { type: 'selectCategory', category: 'Export Management' },
    ]);
    expect(state.visibleCount).toBe(7);
    expect(state.expandedId).toBeNull();
    const back = articleListReducer(articleListReducer(state, { type: 'loadMore' }), {
      type: 'selectCategory',
      category: 'All',
    });
    expect(back.visibleCount).toBe(7);
  });

  it('keeps the state when the same category is chosen again', () => {
    const state = run([{ type: 'loadMore' }, { type: 'toggleArticle', id: 'a3' }]);
    expect(articleListReducer(state, { type: 'selectCategory', category: 'All' })).toBe(state);
  });

  it('expands one article at a time, and collapses it on a second toggle', () => {
    let state = run([{ type: 'toggleArticle', id: 'a1' }]);
    expect(state.expandedId).toBe('a1');
    state = articleListReducer(state, { type: 'toggleArticle', id: 'a5' });
    expect(state.expandedId).toBe('a5');
    state = articleListReducer(state, { type: 'toggleArticle', id: 'a5' });
    expect(state.expandedId).toBeNull();
  });

  it('keeps the open article when more are loaded', () => {
    const state = run([{ type: 'toggleArticle', id: 'a1' }, { type: 'loadMore' }]);
    expect(state.expandedId).toBe('a1');
    expect(state.visibleCount).toBe(14);
  });

  it('does not mutate the state it is given', () => {
    const start = initialArticleListState(7);
    const frozen = Object.freeze({ ...start });
    expect(() => articleListReducer(frozen, { type: 'loadMore' })).not.toThrow();
    expect(frozen.visibleCount).toBe(7);
  });
});
