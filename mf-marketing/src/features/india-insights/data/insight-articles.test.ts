import { ARTICLE_CATEGORIES } from './article-types';
import { INSIGHT_ARTICLES } from './insight-articles';

describe('India Insights articles', () => {
  it('has 16 articles with unique ids', () => {
    expect(INSIGHT_ARTICLES).toHaveLength(16);
    expect(new Set(INSIGHT_ARTICLES.map((article) => article.id)).size).toBe(16);
  });

  it('covers all six categories', () => {
    for (const category of ARTICLE_CATEGORIES) {
      expect(INSIGHT_ARTICLES.some((article) => article.category === category)).toBe(true);
    }
  });

  it('lists the newest first', () => {
    const dates = INSIGHT_ARTICLES.map((article) => article.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(INSIGHT_ARTICLES)('“$title” is complete', (article) => {
    expect(article.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.readTime).toMatch(/^\d+ min read$/);
    expect(article.excerpt.length).toBeGreaterThan(40);
    expect(article.content.length).toBeGreaterThanOrEqual(3);
    for (const paragraph of article.content) expect(paragraph.length).toBeGreaterThan(150);
  });
});
