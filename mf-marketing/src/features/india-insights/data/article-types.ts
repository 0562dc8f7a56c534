import type { LucideIcon } from 'lucide-react';
import type { TopicPalette } from '@/components/topic-art/topic-art';
import type { MessageId } from '../i18n';

export const ARTICLE_CATEGORIES = [
  'Export Management',
  'Project Management',
  'Operations Management',
  'Market Expansion',
  'Business Processes',
  'Artificial Intelligence',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A filter of the article list: one category, or 'All'. */
export type CategoryFilter = 'All' | ArticleCategory;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['All', ...ARTICLE_CATEGORIES];

/** How each filter reads. */
export const CATEGORY_LABELS: Readonly<Record<CategoryFilter, MessageId>> = {
  All: 'marketing.indiaInsights.category.all',
  'Export Management': 'marketing.indiaInsights.category.exportManagement',
  'Project Management': 'marketing.indiaInsights.category.projectManagement',
  'Operations Management': 'marketing.indiaInsights.category.operationsManagement',
  'Market Expansion': 'marketing.indiaInsights.category.marketExpansion',
  'Business Processes': 'marketing.indiaInsights.category.businessProcesses',
  'Artificial Intelligence': 'marketing.indiaInsights.category.artificialIntelligence',
};

/** Cover art drawn in CSS and SVG (the spec's article image). */
export interface ArticleImage {
  palette: TopicPalette;
  icon: LucideIcon;
  pattern: 0 | 1 | 2;
}

/** A static India Insights article (spec 001 'Article'). */
export interface Article {
  id: string;
  image: ArticleImage;
  title: string;
  excerpt: string;
  /** The full text, one string per paragraph. */
  content: readonly string[];
  /** e.g. "6 min read". */
  readTime: string;
  /** A calendar date, YYYY-MM-DD. */
  publishDate: string;
  category: ArticleCategory;
}
