import { Building, Globe, Landmark } from 'lucide-react';
import type { Article } from '../article-types';

export const MARKET_EXPANSION_ARTICLES: readonly Article[] = [
  {
    id: 'selling-to-government-on-gem',
    category: 'Market Expansion',
    title: 'marketing.indiaInsights.articles.marketExpansionArticles.1.title',
    excerpt: 'marketing.indiaInsights.articles.marketExpansionArticles.1.excerpt',
    content: [
      'marketing.indiaInsights.articles.marketExpansionArticles.1.content.1',
      'marketing.indiaInsights.articles.marketExpansionArticles.1.content.2',
      'marketing.indiaInsights.articles.marketExpansionArticles.1.content.3',
      'marketing.indiaInsights.articles.marketExpansionArticles.1.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-15',
    image: { palette: 'indigo', icon: Landmark, pattern: 2 },
  },
  {
    id: 'choosing-a-distributor-abroad',
    category: 'Market Expansion',
    title: 'marketing.indiaInsights.articles.marketExpansionArticles.2.title',
    excerpt: 'marketing.indiaInsights.articles.marketExpansionArticles.2.excerpt',
    content: [
      'marketing.indiaInsights.articles.marketExpansionArticles.2.content.1',
      'marketing.indiaInsights.articles.marketExpansionArticles.2.content.2',
      'marketing.indiaInsights.articles.marketExpansionArticles.2.content.3',
      'marketing.indiaInsights.articles.marketExpansionArticles.2.content.4',
    ],
    readTime: '6 min read',
    publishDate: '2026-10-06',
    image: { palette: 'violet', icon: Globe, pattern: 0 },
  },
  {
    id: 'tier-two-cities-growth',
    category: 'Market Expansion',
    title: 'marketing.indiaInsights.articles.marketExpansionArticles.3.title',
    excerpt: 'marketing.indiaInsights.articles.marketExpansionArticles.3.excerpt',
    content: [
      'marketing.indiaInsights.articles.marketExpansionArticles.3.content.1',
      'marketing.indiaInsights.articles.marketExpansionArticles.3.content.2',
      'marketing.indiaInsights.articles.marketExpansionArticles.3.content.3',
      'marketing.indiaInsights.articles.marketExpansionArticles.3.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-08-25',
    image: { palette: 'sky', icon: Building, pattern: 1 },
  },
];
