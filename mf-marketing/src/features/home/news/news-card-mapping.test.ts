import type { NewsItem } from '@club/contract/news';
import { hasNewsLink, toNewsCard } from './news-card-mapping';

const item = (overrides: Partial<NewsItem> = {}): NewsItem => ({
  id: '0d4c7c5e-8a53-4f3e-9a57-1f1f0b0c2a11',
  title: 'Morbi tile exports rise',
  content: 'Ceramic makers in Morbi report a strong quarter.',
  imageUrl: 'https://cdn.example.com/news/morbi.jpg',
  imageKey: 'news/morbi.jpg',
  source: 'Economic Desk',
  externalUrl: 'https://example.com/morbi',
  tags: ['Export', 'Manufacturing'],
  createdAt: '2026-11-22T09:30:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

describe('toNewsCard', () => {
  it('copies id and title and takes the description from content', () => {
    const card = toNewsCard(item());
    expect(card.id).toBe('0d4c7c5e-8a53-4f3e-9a57-1f1f0b0c2a11');
    expect(card.title).toBe('Morbi tile exports rise');
    expect(card.description).toBe('Ceramic makers in Morbi report a strong quarter.');
  });

  it('uses imageUrl, else imageKey, else no image', () => {
    expect(toNewsCard(item()).image).toBe('https://cdn.example.com/news/morbi.jpg');
    expect(toNewsCard(item({ imageUrl: null })).image).toBe('news/morbi.jpg');
    expect(toNewsCard(item({ imageUrl: '  ' })).image).toBe('news/morbi.jpg');
    expect(toNewsCard(item({ imageUrl: null, imageKey: null })).image).toBeNull();
    expect(toNewsCard(item({ imageUrl: '', imageKey: '' })).image).toBeNull();
  });

  it("uses the source, else the club's own name", () => {
    expect(toNewsCard(item()).source).toBe('Economic Desk');
    expect(toNewsCard(item({ source: null })).source).toBe('BizBridge Club');
    expect(toNewsCard(item({ source: '' })).source).toBe('BizBridge Club');
  });

  it('publishes at createdAt and formats the date en-US', () => {
    const card = toNewsCard(item());
    expect(card.publishedAt).toBe('2026-11-22T09:30:00.000Z');
    expect(card.publishedLabel).toBe('Nov 22, 2026');
  });

  it("links to externalUrl, else '#'", () => {
    expect(toNewsCard(item()).url).toBe('https://example.com/morbi');
    expect(toNewsCard(item({ externalUrl: null })).url).toBe('#');
    expect(toNewsCard(item({ externalUrl: ' ' })).url).toBe('#');
  });

  it("takes the first tag as the category, else 'General'", () => {
    expect(toNewsCard(item()).category).toBe('Export');
    expect(toNewsCard(item({ tags: [] })).category).toBe('General');
    expect(toNewsCard(item({ tags: [''] })).category).toBe('General');
  });

  it('is never trending', () => {
    expect(toNewsCard(item()).trending).toBe(false);
    expect(toNewsCard(item({ tags: ['Trending'] })).trending).toBe(false);
  });
});

describe('hasNewsLink', () => {
  it("is false only for the '#' placeholder", () => {
    expect(hasNewsLink({ url: '#' })).toBe(false);
    expect(hasNewsLink({ url: 'https://example.com' })).toBe(true);
  });
});
