import { Boxes, Brush, Gauge } from 'lucide-react';
import type { Article } from '../article-types';

export const OPERATIONS_MANAGEMENT_ARTICLES: readonly Article[] = [
  {
    id: 'oee-for-small-plants',
    category: 'Operations Management',
    title: 'marketing.indiaInsights.articles.operationsManagementArticles.1.title',
    excerpt: 'marketing.indiaInsights.articles.operationsManagementArticles.1.excerpt',
    content: [
      'marketing.indiaInsights.articles.operationsManagementArticles.1.content.1',
      'marketing.indiaInsights.articles.operationsManagementArticles.1.content.2',
      'marketing.indiaInsights.articles.operationsManagementArticles.1.content.3',
      'marketing.indiaInsights.articles.operationsManagementArticles.1.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-06',
    image: { palette: 'sky', icon: Gauge, pattern: 0 },
  },
  {
    id: 'freeing-cash-in-inventory',
    category: 'Operations Management',
    title: 'marketing.indiaInsights.articles.operationsManagementArticles.2.title',
    excerpt: 'marketing.indiaInsights.articles.operationsManagementArticles.2.excerpt',
    content: [
      'marketing.indiaInsights.articles.operationsManagementArticles.2.content.1',
      'marketing.indiaInsights.articles.operationsManagementArticles.2.content.2',
      'marketing.indiaInsights.articles.operationsManagementArticles.2.content.3',
      'marketing.indiaInsights.articles.operationsManagementArticles.2.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-10-14',
    image: { palette: 'saffron', icon: Boxes, pattern: 1 },
  },
  {
    id: 'five-s-on-the-shop-floor',
    category: 'Operations Management',
    title: 'marketing.indiaInsights.articles.operationsManagementArticles.3.title',
    excerpt: 'marketing.indiaInsights.articles.operationsManagementArticles.3.excerpt',
    content: [
      'marketing.indiaInsights.articles.operationsManagementArticles.3.content.1',
      'marketing.indiaInsights.articles.operationsManagementArticles.3.content.2',
      'marketing.indiaInsights.articles.operationsManagementArticles.3.content.3',
      'marketing.indiaInsights.articles.operationsManagementArticles.3.content.4',
    ],
    readTime: '4 min read',
    publishDate: '2026-09-08',
    image: { palette: 'emerald', icon: Brush, pattern: 2 },
  },
];
