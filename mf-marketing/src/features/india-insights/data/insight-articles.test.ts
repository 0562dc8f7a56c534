import { ARTICLE_CATEGORIES } from './article-types';
import { INSIGHT_ARTICLES } from './insight-articles';

describe('India Insights articles', () => {
  it('have unique ids (each article has its own address)', () => {
    const ids = INSIGHT_ARTICLES.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leave no category filter empty', () => {
    for (const category of ARTICLE_CATEGORIES) {
      expect(
        INSIGHT_ARTICLES.some((article) => article.category === category),
        category,
      ).toBe(true);
    }
  });

  it('are listed newest first, with dates the page can show', () => {
    const dates = INSIGHT_ARTICLES.map((article) => article.publishDate);
    for (const date of dates) expect(Number.isNaN(Date.parse(date)), date).toBe(false);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
