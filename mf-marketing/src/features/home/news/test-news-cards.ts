import type { NewsItem } from '@club/contract/news';
import { toNewsCard, type NewsCard } from './news-card-mapping';

/** A valid server news item for tests. */
export function newsItem(index: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Headline ${index}`,
    content: `Story ${index}`,
    imageUrl: `https://cdn.example.com/${index}.jpg`,
    imageKey: null,
    source: 'Trade Desk',
    externalUrl: `https://example.com/${index}`,
    tags: ['Export'],
    createdAt: '2026-11-22T09:30:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}

export function newsCard(index: number, overrides: Partial<NewsItem> = {}): NewsCard {
  return toNewsCard(newsItem(index, overrides));
}
