import { ClipboardList, Wallet } from 'lucide-react';
import type { Article } from '../article-types';

export const BUSINESS_PROCESSES_ARTICLES: readonly Article[] = [
  {
    id: 'msme-supplier-payment-rights',
    category: 'Business Processes',
    title: 'marketing.indiaInsights.articles.businessProcessesArticles.1.title',
    excerpt: 'marketing.indiaInsights.articles.businessProcessesArticles.1.excerpt',
    content: [
      'marketing.indiaInsights.articles.businessProcessesArticles.1.content.1',
      'marketing.indiaInsights.articles.businessProcessesArticles.1.content.2',
      'marketing.indiaInsights.articles.businessProcessesArticles.1.content.3',
      'marketing.indiaInsights.articles.businessProcessesArticles.1.content.4',
    ],
    readTime: '6 min read',
    publishDate: '2026-11-02',
    image: { palette: 'rose', icon: Wallet, pattern: 2 },
  },
  {
    id: 'sops-your-team-will-use',
    category: 'Business Processes',
    title: 'marketing.indiaInsights.articles.businessProcessesArticles.2.title',
    excerpt: 'marketing.indiaInsights.articles.businessProcessesArticles.2.excerpt',
    content: [
      'marketing.indiaInsights.articles.businessProcessesArticles.2.content.1',
      'marketing.indiaInsights.articles.businessProcessesArticles.2.content.2',
      'marketing.indiaInsights.articles.businessProcessesArticles.2.content.3',
      'marketing.indiaInsights.articles.businessProcessesArticles.2.content.4',
    ],
    readTime: '4 min read',
    publishDate: '2026-09-22',
    image: { palette: 'indigo', icon: ClipboardList, pattern: 0 },
  },
];
