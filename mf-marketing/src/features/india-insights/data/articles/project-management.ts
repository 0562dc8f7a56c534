import { CalendarCheck, HardHat, Landmark } from 'lucide-react';
import type { Article } from '../article-types';

export const PROJECT_MANAGEMENT_ARTICLES: readonly Article[] = [
  {
    id: 'plant-expansion-without-overruns',
    category: 'Project Management',
    title: 'marketing.indiaInsights.articles.projectManagementArticles.1.title',
    excerpt: 'marketing.indiaInsights.articles.projectManagementArticles.1.excerpt',
    content: [
      'marketing.indiaInsights.articles.projectManagementArticles.1.content.1',
      'marketing.indiaInsights.articles.projectManagementArticles.1.content.2',
      'marketing.indiaInsights.articles.projectManagementArticles.1.content.3',
      'marketing.indiaInsights.articles.projectManagementArticles.1.content.4',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-12',
    image: { palette: 'indigo', icon: HardHat, pattern: 0 },
  },
  {
    id: 'setting-up-in-india',
    category: 'Project Management',
    title: 'marketing.indiaInsights.articles.projectManagementArticles.2.title',
    excerpt: 'marketing.indiaInsights.articles.projectManagementArticles.2.excerpt',
    content: [
      'marketing.indiaInsights.articles.projectManagementArticles.2.content.1',
      'marketing.indiaInsights.articles.projectManagementArticles.2.content.2',
      'marketing.indiaInsights.articles.projectManagementArticles.2.content.3',
      'marketing.indiaInsights.articles.projectManagementArticles.2.content.4',
    ],
    readTime: '7 min read',
    publishDate: '2026-10-20',
    image: { palette: 'violet', icon: Landmark, pattern: 1 },
  },
  {
    id: 'weekly-project-reviews',
    category: 'Project Management',
    title: 'marketing.indiaInsights.articles.projectManagementArticles.3.title',
    excerpt: 'marketing.indiaInsights.articles.projectManagementArticles.3.excerpt',
    content: [
      'marketing.indiaInsights.articles.projectManagementArticles.3.content.1',
      'marketing.indiaInsights.articles.projectManagementArticles.3.content.2',
      'marketing.indiaInsights.articles.projectManagementArticles.3.content.3',
      'marketing.indiaInsights.articles.projectManagementArticles.3.content.4',
    ],
    readTime: '4 min read',
    publishDate: '2026-09-15',
    image: { palette: 'emerald', icon: CalendarCheck, pattern: 2 },
  },
];
