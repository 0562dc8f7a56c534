import { BadgePercent, ShieldCheck, Ship } from 'lucide-react';
import type { Article } from '../article-types';

export const EXPORT_MANAGEMENT_ARTICLES: readonly Article[] = [
  {
    id: 'first-export-order-checklist',
    category: 'Export Management',
    title: 'marketing.indiaInsights.articles.exportManagementArticles.1.title',
    excerpt: 'marketing.indiaInsights.articles.exportManagementArticles.1.excerpt',
    content: [
      'marketing.indiaInsights.articles.exportManagementArticles.1.content.1',
      'marketing.indiaInsights.articles.exportManagementArticles.1.content.2',
      'marketing.indiaInsights.articles.exportManagementArticles.1.content.3',
      'marketing.indiaInsights.articles.exportManagementArticles.1.content.4',
    ],
    readTime: '6 min read',
    publishDate: '2026-11-18',
    image: { palette: 'rose', icon: Ship, pattern: 1 },
  },
  {
    id: 'protecting-export-payments',
    category: 'Export Management',
    title: 'marketing.indiaInsights.articles.exportManagementArticles.2.title',
    excerpt: 'marketing.indiaInsights.articles.exportManagementArticles.2.excerpt',
    content: [
      'marketing.indiaInsights.articles.exportManagementArticles.2.content.1',
      'marketing.indiaInsights.articles.exportManagementArticles.2.content.2',
      'marketing.indiaInsights.articles.exportManagementArticles.2.content.3',
      'marketing.indiaInsights.articles.exportManagementArticles.2.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-10-28',
    image: { palette: 'saffron', icon: ShieldCheck, pattern: 0 },
  },
  {
    id: 'export-incentives-worth-knowing',
    category: 'Export Management',
    title: 'marketing.indiaInsights.articles.exportManagementArticles.3.title',
    excerpt: 'marketing.indiaInsights.articles.exportManagementArticles.3.excerpt',
    content: [
      'marketing.indiaInsights.articles.exportManagementArticles.3.content.1',
      'marketing.indiaInsights.articles.exportManagementArticles.3.content.2',
      'marketing.indiaInsights.articles.exportManagementArticles.3.content.3',
      'marketing.indiaInsights.articles.exportManagementArticles.3.content.4',
    ],
    readTime: '6 min read',
    publishDate: '2026-09-30',
    image: { palette: 'sky', icon: BadgePercent, pattern: 2 },
  },
];
