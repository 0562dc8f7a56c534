import { BrainCircuit, ChartLine } from 'lucide-react';
import type { Article } from '../article-types';

export const ARTIFICIAL_INTELLIGENCE_ARTICLES: readonly Article[] = [
  {
    id: 'first-steps-with-ai',
    category: 'Artificial Intelligence',
    title: 'marketing.indiaInsights.articles.artificialIntelligenceArticles.1.title',
    excerpt: 'marketing.indiaInsights.articles.artificialIntelligenceArticles.1.excerpt',
    content: [
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.1.content.1',
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.1.content.2',
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.1.content.3',
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.1.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-20',
    image: { palette: 'violet', icon: BrainCircuit, pattern: 1 },
  },
  {
    id: 'demand-forecasting-with-machine-learning',
    category: 'Artificial Intelligence',
    title: 'marketing.indiaInsights.articles.artificialIntelligenceArticles.2.title',
    excerpt: 'marketing.indiaInsights.articles.artificialIntelligenceArticles.2.excerpt',
    content: [
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.2.content.1',
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.2.content.2',
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.2.content.3',
      'marketing.indiaInsights.articles.artificialIntelligenceArticles.2.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-10-01',
    image: { palette: 'sky', icon: ChartLine, pattern: 0 },
  },
];
